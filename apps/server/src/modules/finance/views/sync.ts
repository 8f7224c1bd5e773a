import { CHARGE_CODE_KINDS } from '@tidemark/domain/pricing/index';
import type { Database } from '../../../db/database';

/** Writes each charge code's kind (the domain's CHARGE_CODE_KINDS) into charge_code_kinds. */
export const syncChargeCodeKinds = async (database: Database): Promise<void> => {
  const entries = Object.entries(CHARGE_CODE_KINDS);
  await database.query(
    `INSERT INTO charge_code_kinds (code, kind)
     SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (code) DO UPDATE SET kind = EXCLUDED.kind WHERE charge_code_kinds.kind <> EXCLUDED.kind`,
    [entries.map(([code]) => code), entries.map(([, kind]) => kind)],
  );
};
