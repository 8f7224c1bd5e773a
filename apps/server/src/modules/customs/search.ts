import type { Database } from '../../db/database';

/** One code found: the table it is from (HS for the 6-digit subheadings every country shares), code and descriptions. */
export type FoundCode = { source: 'HS' | 'CN' | 'US'; code: string; descriptionEn: string; descriptionZh: string };

export const SEARCH_LIMIT_MAX = 50;

const SOURCES: readonly FoundCode['source'][] = ['HS', 'CN', 'US'];

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How a search reads: a code prefix when it is digits (with dots or spaces between them), matched
 * on the codes' digits in index order; otherwise words, each of which must appear in the code or
 * either description (lower-cased, matched through the trigram index of the kept search column).
 */
export const searchCondition = (q: string): { sql: string; values: string[] } | null => {
  const text = q.trim().toLowerCase();
  if (text === '') return null;
  const compact = text.replace(/[.\s]/g, '');
  if (/^\d{2,10}$/.test(compact) && /^[\d.\s]+$/.test(text)) {
    return { sql: 'code_digits LIKE $1', values: [`${compact}%`] };
  }
  const words = text
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, 5);
  return {
    sql: words.map((_, i) => `search_text LIKE $${i + 1}`).join(' AND '),
    values: words.map((w) => `%${escapeLike(w)}%`),
  };
};

/**
 * Codes of the Harmonized System, China's table and the US HTS matching a search, in code order
 * (a subheading before the national codes under it), at most `limit`; `sources` narrows the tables.
 * One statement over customs_code_search, the three tables' codes kept together by triggers
 * (migration 20261203_1500): a code prefix is a range of its (digits, source) index, already in
 * the answer's order; words go through its trigram index.
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
  return database.query<FoundCode>(
    `SELECT source, code, description_en AS "descriptionEn", description_zh AS "descriptionZh"
       FROM customs_code_search WHERE ${condition.sql}${narrowed}
      ORDER BY code_digits, source LIMIT $${n + 1}`,
    [...condition.values, limit, ...(narrowed ? [wanted] : [])],
  );
};
