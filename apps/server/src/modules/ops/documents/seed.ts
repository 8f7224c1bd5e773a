import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { loadAtVolume } from '../../../seed/bulk';

const CHINESE_TRADERS = [
  '华达进出口有限公司',
  '锦程国际贸易有限公司',
  '创联电子科技有限公司',
  '恒益家居用品有限公司',
  '远航实业有限公司',
  '新宇纺织品有限公司',
  '金桥五金制品有限公司',
  '瑞丰包装材料有限公司',
] as const;
const CHINESE_STREETS = [
  '中山东路 88 号',
  '解放南路 120 号',
  '人民路 256 号',
  '建设大道 9 号',
  '滨海大道 1688 号',
  '科技园南区 3 栋 501 室',
  '工业园区长江路 18 号',
] as const;
const WESTERN_FIRST = [
  'Harbor',
  'Summit',
  'Bluewater',
  'Northgate',
  'Crescent',
  'Oakridge',
  'Silverline',
  'Lakeside',
  'Evergreen',
  'Westbrook',
] as const;
const WESTERN_TRADE = [
  'Home Goods',
  'Trading',
  'Distribution',
  'Retail Supply',
  'Imports',
  'Industrial Supply',
  'Outdoor',
  'Electronics',
] as const;
const STREETS = [
  '1200 Harbor Boulevard',
  '45 Industrial Way',
  'Unit 7, 300 Commerce Park',
  '88 Market Street',
  '15 Dock Road',
  '210 Logistics Drive',
  '9 Riverside Quay',
] as const;
const BROKERS = ['Customs Brokerage', 'Customs Services', 'Clearing Agency'] as const;

/** A SQL array literal of fixed demo words (no quotes in them, so no escaping beyond doubling). */
const array = (words: readonly string[]) => `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(', ')}]`;

/** `(words)[1 + hash of the shipment id mod n]`: a word chosen per shipment, the same on every run. */
const pick = (words: readonly string[], salt: number) => `(${array(words)})[1 + ((s.id * ${salt}) % ${words.length})]`;

const SUFFIX = `CASE o.country WHEN 'US' THEN 'Inc.' WHEN 'DE' THEN 'GmbH' WHEN 'NL' THEN 'B.V.'
  WHEN 'GB' THEN 'Ltd' WHEN 'FR' THEN 'SAS' WHEN 'MX' THEN 'S.A. de C.V.' ELSE 'Ltd.' END`;

/**
 * The demo parties of every shipment without them: the customer company on its side (shipper when
 * it sits in the origin's country, else consignee) and a trading partner in the other port's city,
 * named in Chinese in China; about one shipment in three names a customs broker at destination
 * as notify party. One statement over the shipments, so a million shipments take seconds.
 */
export const seedBillParties = async (database: Database, demo: DemoSeed): Promise<void> => {
  const load = () =>
    database.exec(`
    INSERT INTO bill_parties (shipment_id, customer_role, shipper_name, shipper_address, consignee_name,
                              consignee_address, notify_name, notify_address)
    SELECT x.id, x.role,
           CASE x.role WHEN 'shipper' THEN x.customer_name ELSE x.partner_name END,
           CASE x.role WHEN 'shipper' THEN x.customer_address ELSE x.partner_address END,
           CASE x.role WHEN 'consignee' THEN x.customer_name ELSE x.partner_name END,
           CASE x.role WHEN 'consignee' THEN x.customer_address ELSE x.partner_address END,
           x.broker_name, x.broker_address
      FROM (
        SELECT s.id, o.role, c.name AS customer_name,
               ${pick(STREETS, 7)} || E'\\n' || c.city || ', ' || c.country AS customer_address,
               CASE WHEN o.country = 'CN'
                    THEN o.city_zh || ${pick(CHINESE_TRADERS, 13)}
                    ELSE ${pick(WESTERN_FIRST, 17)} || ' ' || ${pick(WESTERN_TRADE, 11)} || ' ' || ${SUFFIX} END
                 AS partner_name,
               CASE WHEN o.country = 'CN'
                    THEN o.city_zh || '市' || ${pick(CHINESE_STREETS, 5)} || E'\\n' || o.city_zh || '，中国'
                    ELSE ${pick(STREETS, 3)} || E'\\n' || o.city || ', ' || o.country END
                 AS partner_address,
               CASE WHEN s.id % 3 = 0 THEN d.city || ' ' || ${pick(BROKERS, 19)} END AS broker_name,
               CASE WHEN s.id % 3 = 0 THEN ${pick(STREETS, 23)} || E'\\n' || d.city || ', ' || d.country END
                 AS broker_address
          FROM shipments s
          JOIN companies c ON c.id = s.company_id
          -- A city is named after its seaport where it has one (an airport's name is no address).
          LEFT JOIN ports os ON os.unlocode = s.origin_port AND os.kind = 'sea'
          LEFT JOIN ports oa ON oa.unlocode = s.origin_port AND oa.kind = 'air'
          LEFT JOIN ports ds ON ds.unlocode = s.destination_port AND ds.kind = 'sea'
          LEFT JOIN ports da ON da.unlocode = s.destination_port AND da.kind = 'air'
          CROSS JOIN LATERAL (
            SELECT coalesce(os.name, oa.name, s.origin_port) AS name, coalesce(os.name_zh, oa.name_zh, s.origin_port) AS name_zh
          ) op
          CROSS JOIN LATERAL (
            SELECT coalesce(ds.name, da.name, s.destination_port) AS name,
                   coalesce(ds.name_zh, da.name_zh, s.destination_port) AS name_zh
          ) dp
          -- The customer ships when it sits in the origin's country; its partner is at the other end.
          CROSS JOIN LATERAL (SELECT c.country = left(s.origin_port, 2) AS exporter) e
          CROSS JOIN LATERAL (
            SELECT CASE WHEN e.exporter THEN 'shipper' ELSE 'consignee' END AS role,
                   CASE WHEN e.exporter THEN left(s.destination_port, 2) ELSE left(s.origin_port, 2) END AS country,
                   CASE WHEN e.exporter THEN dp.name ELSE op.name END AS city,
                   CASE WHEN e.exporter THEN dp.name_zh ELSE op.name_zh END AS city_zh
          ) o
          CROSS JOIN LATERAL (
            SELECT dp.name AS city, left(s.destination_port, 2) AS country
          ) d
         WHERE NOT EXISTS (SELECT 1 FROM bill_parties b WHERE b.shipment_id = s.id)
      ) x`);
  // A row per shipment: at volume, its key to the shipments is checked once after the load, not row by row.
  await loadAtVolume(database, demo.shipments, ['bill_parties'], load);
  await database.exec('ANALYZE bill_parties');
};
