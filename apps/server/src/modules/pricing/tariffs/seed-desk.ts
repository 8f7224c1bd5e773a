import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';

/**
 * The desk's demo data beside the tariffs: every branch office's tariff settings (the China and
 * Asia offices quote in USD for a month, Europe in EUR, Mexico in USD for two weeks) with the
 * markups their sell tariffs take, and flags on the seeded tariffs of this month and next: space
 * tight out of Shanghai to Los Angeles in the peak, PSS and GRI expected to the US, no reefers on
 * one carrier to Hamburg, air space tight to Chicago. Set-based, a few statements.
 */
export const seedTariffDesk = async (database: Database, demo: DemoSeed): Promise<void> => {
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM pricing_tariff_settings');
  if ((existing[0]?.n ?? 0) > 0) return;

  await database.query(
    `INSERT INTO pricing_tariff_settings (branch_id, default_currency, validity_days, remarks)
     SELECT b.id,
            CASE WHEN b.code IN ('RTM', 'HAM') THEN 'EUR' ELSE 'USD' END,
            CASE WHEN b.code IN ('MEX', 'LAX', 'NYC', 'CHI') THEN 14 ELSE 30 END,
            CASE b.code
              WHEN 'SHA' THEN '华东区运价以美元报价，月度有效；合约价须经定价经理审批'
              WHEN 'NGB' THEN '宁波出口运价随上海月度更新'
              WHEN 'LAX' THEN 'Import desk: two-week validity, follows carrier FAK filings'
              WHEN 'HAM' THEN 'Rates in EUR for German customers; USD on request'
            END
       FROM branches b ORDER BY b.id`,
  );

  // A markup per mode and equipment: amounts on full containers, percentages on LCL and air.
  await database.query(
    `INSERT INTO pricing_tariff_markups (setting_id, mode, equipment, markup_amount, markup_percent)
     SELECT s.id, m.mode, m.equipment,
            CASE WHEN m.amount IS NULL THEN NULL ELSE m.amount * CASE WHEN b.code IN ('SHA', 'NGB', 'SZX') THEN 1 ELSE 1.2 END END,
            m.percent
       FROM pricing_tariff_settings s JOIN branches b ON b.id = s.branch_id
      CROSS JOIN (VALUES ('sea', '20GP', 120::numeric, NULL::numeric), ('sea', '40GP', 180, NULL), ('sea', '40HC', 200, NULL),
                         ('sea', 'LCL', NULL, 12), ('air', '-45', NULL, 15), ('air', '+45', NULL, 12),
                         ('air', '+100', NULL, 10), ('air', '+300', NULL, 9), ('air', '+500', NULL, 8),
                         ('air', '+1000', NULL, 7)) AS m (mode, equipment, amount, percent)
      ORDER BY s.id, m.mode, m.equipment`,
  );

  // Flags on this month's and next month's tariffs of a few lanes, in force from the start of
  // this month; a lifted one (ended last week) stays on record.
  await database.query(
    `WITH flags (mode, pol, pod, carrier_code, equipment, flag, note, from_days, until_days) AS (VALUES
       ('sea', 'CNSHA', 'USLAX', NULL, NULL, 'space_tight', 'Peak season: space tight until Golden Week, book 3 weeks ahead', -20, 45),
       ('sea', 'CNSHA', 'USLAX', 'COSU', '40HC', 'pss_expected', '船公司已通知下月起加收旺季附加费 USD 400/40HC', -10, NULL),
       ('sea', 'CNNGB', 'USNYC', NULL, NULL, 'gri_expected', 'GRI filed with the FMC for the first of next month', -5, 40),
       ('sea', 'CNSHA', 'DEHAM', 'HLCU', NULL, 'no_reefer', '该船公司本航线暂停接受冻柜', -30, NULL),
       ('sea', 'CNYTN', 'NLRTM', 'MSCU', NULL, 'rolled_cargo', 'Recent sailings rolled at Yantian; confirm space before quoting', -14, -7),
       ('air', 'CNPVG', 'USORD', 'CK', NULL, 'space_tight', '浦东至芝加哥货机舱位紧张，需提前 5 天订舱', -7, 21),
       ('sea', 'CNSHA', 'USCHI', NULL, NULL, 'contract_only', 'IPI rail space reserved for contract customers this month', -3, 30)
     )
     INSERT INTO pricing_tariff_flags (tariff_id, flag, note, valid_from, valid_until, created_at, updated_at)
     SELECT t.id, f.flag, f.note, ($1::date + f.from_days), ($1::date + f.until_days),
            $1::timestamptz + f.from_days * interval '1 day', $1::timestamptz + f.from_days * interval '1 day'
       FROM flags f
       JOIN pricing_tariffs t ON t.mode = f.mode AND t.pol = f.pol AND t.pod = f.pod
                             AND (f.carrier_code IS NULL OR t.carrier_code = f.carrier_code)
                             AND (f.equipment IS NULL OR t.equipment = f.equipment)
      WHERE t.valid_until >= $1::date AND t.valid_from <= $1::date + 31 AND t.kind = 'sell'
      ORDER BY t.id, f.flag`,
    [demo.asOf.toISOString().slice(0, 10)],
  );
};
