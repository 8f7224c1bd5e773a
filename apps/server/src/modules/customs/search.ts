import type { Database } from '../../db/database';

/** One code found: the table it is from (HS for the 6-digit subheadings every country shares), code and descriptions. */
export type FoundCode = { source: 'HS' | 'CN' | 'US'; code: string; descriptionEn: string; descriptionZh: string };

export const SEARCH_LIMIT_MAX = 50;

const SOURCES: readonly FoundCode['source'][] = ['HS', 'CN', 'US'];

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One or two Han characters: too short for a trigram, matched as a word of the kept Chinese grams. */
const SHORT_CHINESE = /^[\u3400-\u4dbf\u4e00-\u9fff]{1,2}$/;

/**
 * How a search reads: a code prefix when it is digits (with dots or spaces between them), matched
 * on the codes' digits in index order; otherwise words, each of which must appear in the code or
 * either description (lower-cased, matched through the trigram index of the kept search column;
 * a Chinese word of one or two characters through the index of the kept Chinese grams, where it
 * is a word of its own between spaces).
 */
export const searchCondition = (q: string): { sql: string; values: string[]; words: boolean } | null => {
  const text = q.trim().toLowerCase();
  if (text === '') return null;
  const compact = text.replace(/[.\s]/g, '');
  if (/^\d{2,10}$/.test(compact) && /^[\d.\s]+$/.test(text)) {
    return { sql: 'code_digits LIKE $1', values: [`${compact}%`], words: false };
  }
  const words = text
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, 5);
  return {
    sql: words
      .map((w, i) => (SHORT_CHINESE.test(w) ? `search_grams LIKE $${i + 1}` : `search_text LIKE $${i + 1}`))
      .join(' AND '),
    values: words.map((w) => (SHORT_CHINESE.test(w) ? `% ${w} %` : `%${escapeLike(w)}%`)),
    words: true,
  };
};

/**
 * Codes of the Harmonized System, China's table and the US HTS matching a search, in code order
 * (a subheading before the national codes under it), at most `limit`; `sources` narrows the tables.
 * One statement over customs_code_search, the three tables' codes kept together by triggers
 * (migration 20261203_1500): a code prefix is a range of its (digits, source) index, already in
 * the answer's order; words go through its trigram indexes, their matches sorted.
 */
export const searchCodes = async (
  database: Pick<Database, 'query'>,
  q: string,
  limit: number,
  sources: readonly FoundCode['source'][] = ['HS', 'CN', 'US'],
): Promise<FoundCode[]> => {
  const condition = searchCondition(q);
  const wanted = SOURCES.filter((s) => sources.includes(s));
  if (!condition || wanted.length === 0) return [];
  const n = condition.values.length;
  const narrowed = wanted.length === SOURCES.length ? '' : ` AND source = ANY ($${n + 2}::text[])`;
  const columns = `source, code, description_en AS "descriptionEn", description_zh AS "descriptionZh"`;
  const values = [...condition.values, limit, ...(narrowed ? [wanted] : [])];
  if (!condition.words)
    return database.query<FoundCode>(
      `SELECT ${columns} FROM customs_code_search WHERE ${condition.sql}${narrowed}
        ORDER BY code_digits, source LIMIT $${n + 1}`,
      values,
    );
  // Words find their rows through the trigram indexes first and sort them after: walking the code
  // order and testing each row is what the planner picks from its guess of a word's frequency, and
  // a word that only codes late in the order carry reads most of the table that way.
  return database.query<FoundCode>(
    `WITH found AS MATERIALIZED (
       SELECT source, code, code_digits, description_en, description_zh FROM customs_code_search
        WHERE ${condition.sql}${narrowed})
     SELECT ${columns} FROM found ORDER BY code_digits, source LIMIT $${n + 1}`,
    values,
  );
};
