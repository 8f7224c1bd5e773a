import { DICTIONARIES, type Language, translate } from '@tidemark/domain';
import { dictionaryLabelKey, type TableDictType } from '@tidemark/domain/engine/dictionaries';
import type { Database } from '../../db/database';

/**
 * Seeds the dictionaries table from the domain list: values that are missing are added with
 * their catalog labels; existing rows (an administrator may have renamed, re-sorted or
 * deactivated them) are never touched.
 */
export const syncDictionaries = async (database: Pick<Database, 'query'>): Promise<number> => {
  const types: string[] = [];
  const values: string[] = [];
  const labelsEn: string[] = [];
  const labelsZh: string[] = [];
  const sorts: number[] = [];
  for (const [dictType, list] of Object.entries(DICTIONARIES)) {
    for (const [i, value] of (list as readonly string[]).entries()) {
      const key = dictionaryLabelKey(dictType, value);
      types.push(dictType);
      values.push(value);
      labelsEn.push(translate('en_us', key));
      labelsZh.push(translate('zh_cn', key));
      sorts.push((i + 1) * 10);
    }
  }
  const rows = await database.query<{ id: number }>(
    `INSERT INTO dictionaries (dict_type, value, label_en, label_zh, sort)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[])
     ON CONFLICT (dict_type, value) DO NOTHING
     RETURNING id`,
    [types, values, labelsEn, labelsZh, sorts],
  );
  return rows.length;
};

export type DictionaryOption = { value: string; label: string };

const TABLE_DICTIONARY_SQL: Record<TableDictType, string> = {
  branch_office: `SELECT id::text AS value, CASE WHEN $1 = 'zh_cn' THEN name_zh ELSE name END AS label
                    FROM branches ORDER BY code`,
  country: `SELECT code AS value, CASE WHEN $1 = 'zh_cn' THEN name_zh ELSE name_en END AS label
              FROM countries ORDER BY code`,
};

const isTableDictionary = (dictType: string): dictType is TableDictType =>
  Object.hasOwn(TABLE_DICTIONARY_SQL, dictType);

/** A dictionary's active values in display order, labelled in the language asked for. */
export const dictionaryOptions = async (
  database: Pick<Database, 'query'>,
  dictType: string,
  lang: Language,
): Promise<DictionaryOption[]> => {
  if (isTableDictionary(dictType)) return database.query<DictionaryOption>(TABLE_DICTIONARY_SQL[dictType], [lang]);
  return database.query<DictionaryOption>(
    `SELECT value, CASE WHEN $2 = 'zh_cn' THEN label_zh ELSE label_en END AS label
       FROM dictionaries
      WHERE dict_type = $1 AND active
      ORDER BY sort, id`,
    [dictType, lang],
  );
};
