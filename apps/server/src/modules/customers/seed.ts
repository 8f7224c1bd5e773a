import type { OrgCodePurpose } from '@tidemark/domain/customers/index';
import { copyValue, type Database } from '../../db/database';
import { Random } from '../../seed/random';

const CHINESE_GIVEN = ['Wei', 'Fang', 'Min', 'Jing', 'Lei', 'Yan', 'Hao', 'Xin', 'Ying', 'Jun', 'Qiang', 'Li'] as const;
const CHINESE_FAMILY = [
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Chen',
  'Yang',
  'Huang',
  'Zhao',
  'Wu',
  'Zhou',
  'Xu',
  'Sun',
] as const;
const WESTERN_GIVEN = [
  'Anna',
  'James',
  'Laura',
  'Michael',
  'Sofia',
  'Daniel',
  'Emma',
  'Lucas',
  'Olivia',
  'Noah',
] as const;
const WESTERN_FAMILY = [
  'Smith',
  'Garcia',
  'Müller',
  'de Vries',
  'Johnson',
  'Brown',
  'Schmidt',
  'Jansen',
  'Lopez',
] as const;
const TITLES = [
  'Logistics Manager',
  'Import Coordinator',
  'Export Coordinator',
  'Purchasing Manager',
  'Accounts Payable',
  'Supply Chain Director',
  'Shipping Clerk',
] as const;
const CHINESE_COUNTRIES = new Set(['CN', 'HK', 'TW', 'SG']);
/**
 * Landline area code and number length by branch city, in the SPEC §5 landline format (optional
 * 3 to 4 digit area code, hyphen, 7 or 8 digits); cities whose area codes are shorter dial without.
 */
const LANDLINES: Record<string, readonly [string, 7 | 8]> = {
  Shanghai: ['021', 8],
  Ningbo: ['0574', 8],
  Shenzhen: ['0755', 8],
  Qingdao: ['0532', 8],
  'Hong Kong': ['', 8],
  Taipei: ['', 8],
  Singapore: ['', 8],
  'Los Angeles': ['213', 7],
  'New York': ['212', 7],
  Chicago: ['312', 7],
  'Mexico City': ['', 8],
  Rotterdam: ['010', 7],
  Hamburg: ['040', 8],
  Dubai: ['', 7],
};

type CompanyRow = { id: number; name: string; country: string; city: string; branch_id: number };

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(co|ltd|inc|llc|corp|gmbh|b\.v|s\.a|de|c\.v)\b\.?/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'company';

const emailLocal = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.+|\.+$/g, '');

const landline = (random: Random, city: string) => {
  const [area, digits] = LANDLINES[city] ?? ['021', 8];
  const number = `${random.int(2, 9)}${String(random.int(0, 10 ** (digits - 1) - 1)).padStart(digits - 1, '0')}`;
  return area ? `${area}-${number}` : number;
};

/** A unique organisation code: letters of the name, the company id and a purpose letter. */
const orgCode = (name: string, companyId: number, suffix: string) => {
  const digits = String(companyId);
  const letters = `${name.toUpperCase().replace(/[^A-Z]/g, '')}XXXXXX`.slice(0, Math.max(1, 11 - digits.length));
  return `${letters}${digits}${suffix}`;
};

/**
 * Demo contacts (one to three per company, the first primary) and organisation codes (one or
 * two per company), plus a few obsolete and replaced companies so the data-status views have
 * rows. Deterministic for a seed; runs once, on an empty contacts table.
 */
export const seedCustomerDetails = async (database: Database, seed: number): Promise<void> => {
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM contacts');
  if ((existing[0]?.n ?? 0) > 0) return;
  const companies = await database.query<CompanyRow>(
    'SELECT id, name, country, city, branch_id FROM companies ORDER BY id',
  );
  const random = new Random(seed + 7919);
  const contacts: string[] = [];
  const codes: string[] = [];
  for (const c of companies) {
    const chinese = CHINESE_COUNTRIES.has(c.country);
    const domain = `${slug(c.name)}.example`;
    const count = random.int(1, 3);
    const used = new Set<string>();
    for (let i = 0; i < count; i++) {
      const given = random.pick(chinese ? CHINESE_GIVEN : WESTERN_GIVEN);
      const family = random.pick(chinese ? CHINESE_FAMILY : WESTERN_FAMILY);
      let local = emailLocal(`${given} ${family}`);
      if (used.has(local)) local = `${local}${i + 1}`;
      used.add(local);
      const name = chinese ? `${family} ${given}` : `${given} ${family}`;
      const mobile =
        c.country === 'CN'
          ? `1${random.pick(['3', '5', '8'])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`
          : null;
      contacts.push(
        [c.id, name, random.pick(TITLES), `${local}@${domain}`, landline(random, c.city), mobile, i === 0]
          .map(copyValue)
          .join('\t'),
      );
    }
    const exporter = chinese || c.country === 'DE' || c.country === 'NL';
    const purposes: OrgCodePurpose[] = [exporter ? 'shipper' : 'consignee'];
    if (random.chance(0.5)) purposes.push(random.pick(['notify', 'billing'] as const));
    for (const [j, purpose] of purposes.entries()) {
      codes.push([orgCode(c.name, c.id, j === 0 ? '' : 'B'), c.id, purpose, c.branch_id].map(copyValue).join('\t'));
    }
  }
  await database.copy('contacts', ['company_id', 'name', 'title', 'email', 'phone', 'mobile', 'is_primary'], contacts);
  await database.copy('org_codes', ['code', 'company_id', 'purpose', 'branch_id'], codes);
  // Every 37th company is obsolete, every 53rd replaced by its predecessor in the list.
  await database.query(`UPDATE companies SET status = 'obsolete' WHERE id % 37 = 0 AND id % 53 <> 0`);
  await database.query(
    `UPDATE companies c SET status = 'replaced', successor_id = c.id - 1
      WHERE c.id % 53 = 0 AND EXISTS (SELECT 1 FROM companies s WHERE s.id = c.id - 1 AND s.status = 'valid')`,
  );
  await seedDeskStatuses(database, 'LAX');
};

/** Companies of the branches a controlling office looks after (the demo sales user's scope). */
const DESK = `companies c JOIN branches b ON b.id = c.branch_id
              WHERE b.controlling_office_id = (SELECT controlling_office_id FROM branches WHERE code = $1)`;

/**
 * The demo sales user sees the branches controlled from Los Angeles, whose companies the rules
 * above may all miss: there, the second valid company (TPE first) is replaced by the first, and
 * the next one is obsolete, so the customer profile's notices show on the user's own lists.
 */
const seedDeskStatuses = async (database: Database, branchCode: string): Promise<void> => {
  const desk = `SELECT c.id, row_number() OVER (ORDER BY c.customer_region = 'TPE' DESC, c.id) AS n
                  FROM ${DESK} AND c.status = 'valid'
                   AND NOT EXISTS (SELECT 1 FROM companies p WHERE p.successor_id = c.id)`;
  const has = async (status: string) =>
    (
      await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${DESK} AND c.status = $2`, [
        branchCode,
        status,
      ])
    )[0]?.n ?? 0;
  if ((await has('replaced')) === 0) {
    await database.query(
      `WITH desk AS (${desk})
       UPDATE companies c SET status = 'replaced', successor_id = (SELECT id FROM desk WHERE n = 1)
        WHERE c.id = (SELECT id FROM desk WHERE n = 2)`,
      [branchCode],
    );
  }
  if ((await has('obsolete')) === 0) {
    await database.query(
      `WITH desk AS (${desk})
       UPDATE companies c SET status = 'obsolete' WHERE c.id = (SELECT id FROM desk WHERE n = 1)`,
      [branchCode],
    );
  }
};
