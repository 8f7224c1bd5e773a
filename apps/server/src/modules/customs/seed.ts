import type { Database } from '../../db/database';

/**
 * The customs desk's demo rows: the China branches' settings (Shanghai and Ningbo declare general
 * trade, Shenzhen cross-border e-commerce) with the de minimis thresholds of their main markets, and
 * CargoWise's codes for the national codes the demo goods use.
 */
export const seedCustoms = async (database: Database): Promise<void> => {
  const [existing] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM customs_configurations');
  if ((existing?.n ?? 0) > 0) return;
  const settings: [string, string, string, string, string, string | null][] = [
    ['SHA', '3122260AB1', 'Shanghai Pudong Harbour Customs Brokerage Co., Ltd.', 'CNSHA, CNPVG', '0110', null],
    ['NGB', '3302960C27', 'Ningbo Beilun Tidemark Customs Declaration Co., Ltd.', 'CNNGB', '0110', '宁波舟山港报关'],
    ['SZX', '4403160E58', 'Shenzhen Yantian Cross-border Customs Services Co., Ltd.', 'CNYTN, CNSZX', '9610', null],
  ];
  for (const [branch, declarant, broker, ports, mode, remarks] of settings) {
    await database.query(
      `INSERT INTO customs_configurations (branch_id, declarant_code, broker_name, clearance_ports, default_trade_mode, remarks)
       SELECT id, $2, $3, $4, $5, $6 FROM branches WHERE code = $1`,
      [branch, declarant, broker, ports, mode, remarks],
    );
  }
  // De minimis: US 800 USD (Section 321), Australia 1000 AUD, Canada 150 CAD (CUSMA courier), UK 135 GBP (VAT on low-value goods).
  const thresholds: [string, string, string, string][] = [
    ['SHA', 'US', '800', 'USD'],
    ['SHA', 'AU', '1000', 'AUD'],
    ['NGB', 'US', '800', 'USD'],
    ['SZX', 'US', '800', 'USD'],
    ['SZX', 'CA', '150', 'CAD'],
    ['SZX', 'GB', '135', 'GBP'],
  ];
  for (const [branch, country, amount, currency] of thresholds) {
    await database.query(
      `INSERT INTO customs_value_thresholds (configuration_id, destination_country, threshold_amount, currency)
       SELECT c.id, $2, $3, $4 FROM customs_configurations c JOIN branches b ON b.id = c.branch_id WHERE b.code = $1`,
      [branch, country, amount, currency],
    );
  }
  const cw: [string, string, string, string | null][] = [
    ['CN', '8471.30.0000', '8471300000', null],
    ['CN', '8517.13.0000', '8517130000', null],
    ['CN', '0409.00.0000', '0409000000', 'Honey export declarations / 蜂蜜出口申报'],
    ['US', '8471.30.0100', '8471300100', null],
    ['US', '6109.10.0012', '6109100012', null],
    ['US', '9503.00.0073', '9503000073', null],
    ['US', '8507.60.0020', '8507600020', 'Lithium batteries: DG check / 锂电池：危险品核查'],
  ];
  for (const [country, code, cwCode, remarks] of cw) {
    await database.query(
      'INSERT INTO customs_cw_codes (country, code, cw_code, remarks) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [country, code, cwCode, remarks],
    );
  }
};
