import { type CustomerRegion, customerRegionFor } from '@tidemark/domain/customers/regions';
import { companyNameKey } from '@tidemark/domain/customers/resources';
import type { Random } from '../../seed/random';

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
 * Customer companies spread over the branches. Names are unique by construction, ignoring case
 * and white space as the companies_name_key index compares them.
 */
export function* companies(random: Random, count: number): Generator<CompanyFixture> {
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    const branch = random.pick(BRANCHES);
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
