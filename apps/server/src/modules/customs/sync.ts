import { adValoremOf } from '@tidemark/domain/customs/index';
import type { Database } from '../../db/database';
import { CN_CODES, HS_CHAPTERS, US_CODES } from './tariffs';

/**
 * The shipped classification rows, at every start after the migrations: chapter titles follow the
 * code; a national code is added when its table lacks it, so the desk's edits to a shipped row stay.
 */
export const syncTariffs = async (database: Database): Promise<void> => {
  await database.query(
    `INSERT INTO hs_chapters (code, title_en, title_zh)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT (code) DO UPDATE SET title_en = EXCLUDED.title_en, title_zh = EXCLUDED.title_zh`,
    [HS_CHAPTERS.map((c) => c[0]), HS_CHAPTERS.map((c) => c[1]), HS_CHAPTERS.map((c) => c[2])],
  );
  await database.query(
    `INSERT INTO customs_cn_codes (code, description_en, description_zh, unit, export_rebate_rate, mfn_rate)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::numeric[], $6::numeric[])
     ON CONFLICT (code) DO NOTHING`,
    [
      CN_CODES.map((c) => c.code),
      CN_CODES.map((c) => c.descriptionEn),
      CN_CODES.map((c) => c.descriptionZh),
      CN_CODES.map((c) => c.unit),
      CN_CODES.map((c) => c.exportRebateRate),
      CN_CODES.map((c) => c.mfnRate),
    ],
  );
  await database.query(
    `INSERT INTO customs_us_hts_codes (code, description_en, description_zh, general_rate, ad_valorem_rate, unit)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::numeric[], $6::text[])
     ON CONFLICT (code) DO NOTHING`,
    [
      US_CODES.map((c) => c.code),
      US_CODES.map((c) => c.descriptionEn),
      US_CODES.map((c) => c.descriptionZh),
      US_CODES.map((c) => c.generalRate),
      US_CODES.map((c) => adValoremOf(c.generalRate)),
      US_CODES.map((c) => c.unit),
    ],
  );
};
