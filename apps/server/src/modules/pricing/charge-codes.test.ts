import { CHARGE_CODES } from '@tidemark/domain/pricing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';

/**
 * Every charge code the product writes comes from the one `charge_code` dictionary: whatever the
 * migrations and every area's demo data put into any `charge_code` column is one of CHARGE_CODES,
 * so it shows labelled in both languages wherever it is listed (a cost summary, a PDF, a mail).
 */
describe.each(ENGINES)('charge codes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('are all in the charge_code dictionary, in every table that holds one', async () => {
    const tables = await t.database.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'charge_code' ORDER BY table_name`,
    );
    // The booking desk's rates, tariff and quotation lines, local costs, summaries, imports at least.
    expect(tables.map((r) => r.table_name)).toEqual(expect.arrayContaining(['booking_rates', 'pricing_tariff_lines']));
    expect(tables.length).toBeGreaterThanOrEqual(8);
    const known = new Set<string>(CHARGE_CODES);
    let seen = 0;
    for (const { table_name } of tables) {
      const codes = await t.database.query<{ code: string }>(
        `SELECT DISTINCT charge_code AS code FROM ${table_name} WHERE charge_code IS NOT NULL`,
      );
      seen += codes.length;
      expect(
        codes.map((c) => c.code).filter((c) => !known.has(c)),
        table_name,
      ).toEqual([]);
    }
    expect(seen).toBeGreaterThan(20);
  });
});
