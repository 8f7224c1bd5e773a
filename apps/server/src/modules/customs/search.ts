import type { Database } from '../../db/database';
import { TARIFF_TABLES } from './codes';

/** One code found: the table it is from (HS for the 6-digit subheadings every country shares), code and descriptions. */
export type FoundCode = { source: 'HS' | 'CN' | 'US'; code: string; descriptionEn: string; descriptionZh: string };

export const SEARCH_LIMIT_MAX = 50;

const SOURCES = [
  { source: 'HS', table: 'hs_codes' },
  { source: 'CN', table: TARIFF_TABLES.CN },
  { source: 'US', table: TARIFF_TABLES.US },
] as const;

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
 */
export const searchCodes = async (
  database: Pick<Database, 'query'>,
  q: string,
  limit: number,
  sources: readonly FoundCode['source'][] = ['HS', 'CN', 'US'],
): Promise<FoundCode[]> => {
  const condition = searchCondition(q);
  if (!condition) return [];
  const n = condition.values.length + 1;
  const parts = SOURCES.filter((s) => sources.includes(s.source)).map(
    (s) => `(SELECT '${s.source}' AS source, code, description_en AS "descriptionEn", description_zh AS "descriptionZh"
              FROM ${s.table} WHERE ${condition.sql} ORDER BY code LIMIT $${n})`,
  );
  if (parts.length === 0) return [];
  return database.query<FoundCode>(
    `SELECT * FROM (${parts.join(' UNION ALL ')}) found ORDER BY code, source LIMIT $${n}`,
    [...condition.values, limit],
  );
};
