import { type CustomerRegion, customerRegionFor } from '@tidemark/domain/customers/regions';
import { companyNameKey } from '@tidemark/domain/customers/resources';
import type { Database } from '../../db/database';
import type { DemoSeed } from '../../engine/module';
import { copyRows, maxId, resetIdentity } from '../../seed/copy';
import { Random } from '../../seed/random';

/**
 * Tidemark's branch offices. Shanghai and Los Angeles and Rotterdam are controlling offices. Each
 * office's time zone (of its city) is the default zone of its staff and customers.
 */
export const BRANCHES = [
  {
    code: 'SHA',
    name: 'Shanghai',
    nameZh: '上海',
    city: 'Shanghai',
    country: 'CN',
    region: 'China',
    controlling: 'SHA',
    timeZone: 'Asia/Shanghai',
    port: 'CNSHA',
  },
  {
    code: 'NGB',
    name: 'Ningbo',
    nameZh: '宁波',
    city: 'Ningbo',
    country: 'CN',
    region: 'China',
    controlling: 'SHA',
    timeZone: 'Asia/Shanghai',
    port: 'CNNGB',
  },
  {
    code: 'SZX',
    name: 'Shenzhen',
    nameZh: '深圳',
    city: 'Shenzhen',
    country: 'CN',
    region: 'China',
    controlling: 'SHA',
    timeZone: 'Asia/Shanghai',
    port: 'CNYTN',
  },
  {
    code: 'TAO',
    name: 'Qingdao',
    nameZh: '青岛',
    city: 'Qingdao',
    country: 'CN',
    region: 'China',
    controlling: 'SHA',
    timeZone: 'Asia/Shanghai',
    port: 'CNTAO',
  },
  {
    code: 'HKG',
    name: 'Hong Kong',
    nameZh: '香港',
    city: 'Hong Kong',
    country: 'HK',
    region: 'Asia Pacific',
    controlling: 'SHA',
    timeZone: 'Asia/Hong_Kong',
    port: 'HKHKG',
  },
  {
    code: 'TPE',
    name: 'Taipei',
    nameZh: '台北',
    city: 'Taipei',
    country: 'TW',
    region: 'Asia Pacific',
    controlling: 'SHA',
    timeZone: 'Asia/Taipei',
    port: 'TWKHH',
  },
  {
    code: 'SIN',
    name: 'Singapore',
    nameZh: '新加坡',
    city: 'Singapore',
    country: 'SG',
    region: 'Asia Pacific',
    controlling: 'SHA',
    timeZone: 'Asia/Singapore',
    port: 'SGSIN',
  },
  {
    code: 'LAX',
    name: 'Los Angeles',
    nameZh: '洛杉矶',
    city: 'Los Angeles',
    country: 'US',
    region: 'Americas',
    controlling: 'LAX',
    timeZone: 'America/Los_Angeles',
    port: 'USLAX',
  },
  {
    code: 'NYC',
    name: 'New York',
    nameZh: '纽约',
    city: 'New York',
    country: 'US',
    region: 'Americas',
    controlling: 'LAX',
    timeZone: 'America/New_York',
    port: 'USNYC',
  },
  {
    code: 'CHI',
    name: 'Chicago',
    nameZh: '芝加哥',
    city: 'Chicago',
    country: 'US',
    region: 'Americas',
    controlling: 'LAX',
    timeZone: 'America/Chicago',
    port: 'USLAX',
  },
  {
    code: 'MEX',
    name: 'Mexico City',
    nameZh: '墨西哥城',
    city: 'Mexico City',
    country: 'MX',
    region: 'Americas',
    controlling: 'LAX',
    timeZone: 'America/Mexico_City',
    port: 'MXZLO',
  },
  {
    code: 'RTM',
    name: 'Rotterdam',
    nameZh: '鹿特丹',
    city: 'Rotterdam',
    country: 'NL',
    region: 'EMEA',
    controlling: 'RTM',
    timeZone: 'Europe/Amsterdam',
    port: 'NLRTM',
  },
  {
    code: 'HAM',
    name: 'Hamburg',
    nameZh: '汉堡',
    city: 'Hamburg',
    country: 'DE',
    region: 'EMEA',
    controlling: 'RTM',
    timeZone: 'Europe/Berlin',
    port: 'DEHAM',
  },
  {
    code: 'DXB',
    name: 'Dubai',
    nameZh: '迪拜',
    city: 'Dubai',
    country: 'AE',
    region: 'EMEA',
    controlling: 'RTM',
    timeZone: 'Asia/Dubai',
    port: 'AEJEA',
  },
] as const;

export type BranchFixture = (typeof BRANCHES)[number];

const FIRST = [
  'Evergood',
  'Bluewater',
  'Summit',
  'Golden Bridge',
  'Pacific Crest',
  'Northstar',
  'Redwood',
  'Silverline',
  'Harborview',
  'Lotus',
  'Jade River',
  'Oakfield',
  'Brightway',
  'Sunrise',
  'Everest',
  'Meridian',
  'Crescent',
  'Keystone',
  'Cedar Point',
  'Pioneer',
  'Great Wall',
  'Pearl Delta',
  'Westlake',
  'Ironwood',
  'Falcon',
  'Orchid',
  'Horizon',
  'Blue Ridge',
  'Riverside',
  'Maple Leaf',
  'Kingsway',
  'Clearwater',
  'Granite',
  'Zenith',
] as const;
const TRADE = [
  'Home Furnishings',
  'Electronics',
  'Apparel',
  'Auto Parts',
  'Toys',
  'Sporting Goods',
  'Kitchenware',
  'Lighting',
  'Textiles',
  'Machinery',
  'Medical Supplies',
  'Footwear',
  'Outdoor Living',
  'Solar Components',
  'Packaging',
  'Cosmetics',
  'Pet Products',
  'Hardware',
  'Office Supplies',
  'Foods',
] as const;
const SUFFIX_BY_COUNTRY: Record<string, readonly string[]> = {
  CN: ['Co., Ltd.', 'Trading Co., Ltd.', 'Manufacturing Co., Ltd.'],
  US: ['Inc.', 'LLC', 'Corp.'],
  DE: ['GmbH'],
  NL: ['B.V.'],
  GB: ['Ltd'],
  MX: ['S.A. de C.V.'],
};

export type CompanyFixture = {
  code: string;
  name: string;
  country: string;
  city: string;
  region: string;
  customerRegion: CustomerRegion;
  branchCode: string;
};

/**
 * The branch serving the first company, the demo customer's: a US importer served from Los Angeles,
 * whose office the demo sales user works in, so the sales desk quotes and books for it as it stands.
 */
export const DEMO_CUSTOMER_BRANCH = 'LAX';

/**
 * Customer companies spread over the branches, the first (the demo customer's) in Los Angeles.
 * Names are unique by construction, ignoring case and white space as the companies_name_key index
 * compares them.
 */
export function* companies(random: Random, count: number): Generator<CompanyFixture> {
  const used = new Set<string>();
  const demoCustomerBranch = BRANCHES.find((b) => b.code === DEMO_CUSTOMER_BRANCH);
  for (let i = 0; i < count; i++) {
    // Picked for every company alike, so the other companies stay as the seed makes them.
    const picked = random.pick(BRANCHES);
    const branch = i === 0 && demoCustomerBranch ? demoCustomerBranch : picked;
    const country = branch.country === 'HK' || branch.country === 'TW' ? branch.country : branch.country;
    const suffixes = SUFFIX_BY_COUNTRY[country] ?? ['Ltd.'];
    let name = `${random.pick(FIRST)} ${random.pick(TRADE)} ${random.pick(suffixes)}`;
    if (used.has(companyNameKey(name))) name = `${name.replace(/ [^ ]+$/, '')} ${branch.city} ${random.pick(suffixes)}`;
    if (used.has(companyNameKey(name))) name = `${name} (${i + 1})`;
    used.add(companyNameKey(name));
    yield {
      code: `C${String(i + 1).padStart(6, '0')}`,
      name,
      country,
      city: branch.city,
      region: branch.region,
      customerRegion: customerRegionFor(country),
      branchCode: branch.code,
    };
  }
}

/** Branch offices, controlling offices first so each branch can point at its own. */
const seedBranches = async (database: Database): Promise<void> => {
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM branches');
  if ((existing[0]?.n ?? 0) > 0) return;
  const controllingFirst = [...BRANCHES].sort(
    (a, b) => Number(b.code === b.controlling) - Number(a.code === a.controlling),
  );
  for (const b of controllingFirst) {
    await database.query(
      `INSERT INTO branches (code, name, name_zh, city, country, region, time_zone, controlling_office_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT id FROM branches WHERE code = $8))`,
      [b.code, b.name, b.nameZh, b.city, b.country, b.region, b.timeZone, b.controlling],
    );
  }
  await database.query('UPDATE branches SET controlling_office_id = id WHERE controlling_office_id IS NULL');
};

type CompanyRow = CompanyFixture & { id: number; branchId: number | undefined };

const COMPANY_COLUMNS = [
  ['id', 'id'],
  ['code', 'code'],
  ['name', 'name'],
  ['country', 'country'],
  ['city', 'city'],
  ['region', 'region'],
  ['customer_region', 'customerRegion'],
  ['branch_id', 'branchId'],
] as const satisfies readonly (readonly [string, keyof CompanyRow])[];

/** The demo organisation: the branch offices, then the customer companies spread over them. */
export const seedOrganisation = async (database: Database, demo: DemoSeed): Promise<void> => {
  await seedBranches(database);
  if ((await maxId(database, 'companies')) === 0) {
    const branchRows = await database.query<{ id: number; code: string }>('SELECT id, code FROM branches');
    const branchId = new Map(branchRows.map((b) => [b.code, b.id]));
    const rows = [...companies(new Random(demo.seed), demo.companies)].map((c, i) => ({
      ...c,
      id: i + 1,
      branchId: branchId.get(c.branchCode),
    }));
    await copyRows(database, 'companies', COMPANY_COLUMNS, rows);
    await resetIdentity(database, 'companies');
  }
  await database.exec('ANALYZE companies');
};
