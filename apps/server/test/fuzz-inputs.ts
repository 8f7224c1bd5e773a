import { DICTIONARIES, PAGES, RESOURCES } from '@tidemark/domain';
import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Generated hostile requests for the route fuzz test (apps/server/src/guards/fuzz.test.ts): values,
 * field sets and encodings a client may send, from the plausible (so handlers are reached) to the
 * absurd (wrong types, huge and broken text, NUL and control characters, deep nesting, garbage
 * bodies, wrong content types, odd query encodings).
 */

// ---------------------------------------------------------------------------------------------
// Values

/** Longest text a generated value holds: 100k UTF-16 units. */
export const HUGE = 100_000;

/** Texts that break naive code: template and replacement syntax, SQL, markup, numbers as text, dates. */
export const SPECIAL_TEXTS: readonly string[] = [
  '',
  ' ',
  '   ',
  '\t\n\r',
  '$`',
  "$'",
  '$&',
  '$1',
  '$$',
  '$<name>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template syntax sent as text on purpose
  '${7*7}',
  '#{7*7}',
  '<%= 7*7 %>',
  '{max}',
  '{status}',
  '{{',
  '}}',
  "'",
  '"',
  '\\',
  '%',
  '_',
  '%_\\',
  "' OR '1'='1",
  "1'; DROP TABLE users; --",
  '1) OR (1=1',
  "admin'--",
  '1 UNION SELECT NULL--',
  "'); SELECT pg_sleep(5); --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</script><script>alert(1)</script>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/',
  '//evil.example',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  'false',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '0',
  '-0',
  '-1',
  '1',
  '01',
  ' 1 ',
  '1.5',
  '1e3',
  '1e309',
  '-1e309',
  '0x10',
  '0b11',
  '1_000',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999999999999999',
  '-9223372036854775809',
  '١٢٣',
  '１２３',
  '2026-11-01',
  '2026-11-01T10:00:00+08:00',
  '2026-11-01T10:00:00.123456789Z',
  '2026-13-45',
  '2026-02-30',
  '0000-00-00',
  '0001-01-01',
  '9999-12-31T23:59:59Z',
  '275760-09-13',
  '-271821-04-20',
  '2026-11-01T25:61:00+99:00',
  '2026-11-01 10:00:00 XYZ',
  'infinity',
  '-infinity',
  'epoch',
  'now',
  'today',
  'allballs',
  'J2451187',
  '+08:00',
  'Asia/Shanghai',
  'Mars/Olympus_Mons',
  'en_us',
  'zh_cn',
  'xx_XX',
  'asc',
  'desc',
  'ASC; DROP',
  'MSKU7025177',
  'TDMO2611001',
  'KTR4172',
  'FBA15K7QZ2MX',
  '112-48291633',
  'a@b.co',
  'a@b',
  '@',
  'a'.repeat(51),
  'a'.repeat(101),
  'a'.repeat(201),
  'a'.repeat(256),
  'a'.repeat(1001),
  ',,,,,',
  'a,b,c',
  'a\nb\nc',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003\u0004\u0007\u0008\u000b\u000c\u000e\u001b\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2028\u2029',
  '\ufeff',
  '\ufffe\uffff',
  '\ufffd',
  '\u202ecod.exe',
  '\u200b\u200c\u200d\u2060',
  'مرحبا بالعالم',
  'שָׁלוֹם',
  '中文测试',
  '𠜎𠜱𠝹𠱓',
  '😀🏳️‍🌈👩‍👩‍👧‍👦',
  '𝕏𝕪𝕫',
  `e${'\u0301'.repeat(50)}`,
  `Z${'\u0336\u0337\u0338'.repeat(30)}`,
  '\ud800',
  '\udfff',
  'a\ud800b',
  '\udc00\ud800',
  'İıſ',
  'ß',
  'ﬃ',
];

const huge = (unit: string): string => unit.repeat(Math.ceil(HUGE / unit.length)).slice(0, HUGE);

/** 100k characters of a kind (plain, astral, combining marks, replacement syntax, wildcards, digits...). */
const HUGE_TEXTS: readonly string[] = [
  huge('a'),
  huge('𝕏'),
  huge('e\u0301'),
  huge('$`'),
  huge('%'),
  huge('<'),
  huge('9'),
  huge(','),
  huge(' '),
  huge('中'),
  huge('\u202e'),
  huge('\ud800'),
  huge('a\u0000'),
];

/** Any text: special, random in any plane, huge, or a mix of those. */
/** Characters no database text holds, or that a naive reader trips over: NUL, controls, lone surrogates. */
const BROKEN_CHARS = ['\u0000', '\u0001', '\u001b', '\u007f', '\ud800', '\udfff', '\ufffe', '\u202e'];

/** Any text: special, random in any plane, huge, broken characters in ordinary text, or a mix. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SPECIAL_TEXTS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_TEXTS) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('admin', 'MSKU7025177', 'a@b.co', '2026-11-01', '1'),
        fc.constantFrom(...BROKEN_CHARS),
        fc.nat(3),
      )
      .map(([text, ch, at]) => `${text.slice(0, at)}${ch}${text.slice(at)}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...SPECIAL_TEXTS),
        fc.string({ unit: 'binary', maxLength: 8 }),
        fc.constantFrom(...SPECIAL_TEXTS),
      )
      .map(([a, b, c]) => `${a}${b}${c}`),
  },
);

/**
 * A plausible value made hostile: a broken character inside it, a replacement pattern around it,
 * blown up to 100k characters, padded, upper-cased, or turned into a number or a list of itself.
 * Such values pass the first checks a field makes and reach further than random ones.
 */
export const mutated = (value: Value): fc.Arbitrary<Value> => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...BROKEN_CHARS), fc.nat(Math.max(0, text.length)))
        .map(([ch, at]) => `${text.slice(0, at)}${ch}${text.slice(at)}`),
    },
    fc.constantFrom(`$\`${text}$&`, `${text}'`, ` ${text} `, text.toUpperCase(), `${text}%`, `${text},${text}`),
    fc.constant(text.repeat(Math.ceil(HUGE / Math.max(1, text.length))).slice(0, HUGE)),
    fc.constantFrom<Value>([value, value], { value }, Number(text), text === '' ? null : text.slice(0, -1)),
  );
};

/** Numbers at the edges: database integer and bigint limits, float limits, fractions where ids go. */
const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  2,
  10,
  50,
  51,
  1e6,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  5e-324,
  0.5,
  1.5,
];

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

/** A value of any JSON type; form encodings write it as text. */
export type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

/** Arrays nested `depth` deep around a value (JSON parsers and validators that recurse). */
const nested = (depth: number, leaf: Value): Value => {
  let v: Value = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 === 0 ? [v] : { a: v };
  return v;
};

export const hostileScalar: fc.Arbitrary<Value> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Scalars, arrays and objects in place of scalars, and deep nesting. */
export const hostileValue: fc.Arbitrary<Value> = fc.oneof(
  { weight: 8, arbitrary: hostileScalar },
  { weight: 2, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom<Value>([], {}, [[]], [{}], [null]) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('a', 'id', '__proto__', 'constructor', '0', ''), hostileScalar, {
      maxKeys: 3,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(3, 20, 200, 1_000), hostileScalar).map(([d, leaf]) => nested(d, leaf)),
  },
);

// ---------------------------------------------------------------------------------------------
// What the route expects: field names and plausible values, read from its schema or the engine registry

type ZodDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
};

const defOf = (schema: z.ZodType | undefined): ZodDef | undefined =>
  (schema as unknown as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** The fields of an object schema, through preprocessing, defaults and refinements. */
export const schemaFields = (schema: z.ZodType | undefined, depth = 0): Record<string, z.ZodType> => {
  const def = defOf(schema);
  if (!def || depth > 8) return {};
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'pipe') {
    const inner = schemaFields(def.in, depth + 1);
    return Object.keys(inner).length > 0 ? inner : schemaFields(def.out, depth + 1);
  }
  if (def.innerType) return schemaFields(def.innerType, depth + 1);
  if (def.type === 'union' || def.type === 'intersection') {
    return Object.assign({}, ...(def.options ?? []).map((o) => schemaFields(o, depth + 1)));
  }
  return {};
};

/** The values an enumeration or literal of a schema allows, if it is one. */
const allowedValues = (schema: z.ZodType | undefined, depth = 0): string[] => {
  const def = defOf(schema);
  if (!def || depth > 8) return [];
  if (def.type === 'enum') return Object.values(def.entries ?? {}).map(String);
  if (def.type === 'literal') return (def.values ?? []).map(String);
  if (def.type === 'pipe') return [...allowedValues(def.in, depth + 1), ...allowedValues(def.out, depth + 1)];
  if (def.type === 'array') return allowedValues(def.element, depth + 1);
  if (def.type === 'union') return (def.options ?? []).flatMap((o) => allowedValues(o, depth + 1));
  if (def.innerType) return allowedValues(def.innerType, depth + 1);
  return [];
};

const ids = fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 5_000 }));
/** An id as a form sends it, or now and then a number at an edge (a JSON body keeps it a number). */
const idText: fc.Arbitrary<Value> = fc.oneof(
  { weight: 8, arbitrary: ids.map(String) },
  { weight: 1, arbitrary: fc.constantFrom<Value>(2 ** 31 - 1, 2 ** 31, 2 ** 53 + 2, 0, -1, 1.5, 1e21, '2147483648') },
);
const dates = fc.constantFrom(
  '2026-11-01',
  '2026-10-01',
  '2026-11-26T00:00:00+08:00',
  '2026-11-26T23:59:59.999+08:00',
  '2026-11-01T10:00',
  '2026-12-31 18:00',
  '2027-01-15',
);
const PAGE_URLS = PAGES.map((p) => p.url);

/** Columns and settings travel as JSON text in a field: valid, broken, hostile. */
const JSON_TEXTS = [
  '[{"fieldName":"reportName","fieldLabel":"Report"},{"fieldName":"rows","fieldLabel":"Rows"}]',
  '["reportName","rows"]',
  '[]',
  '{}',
  '[{}]',
  '[null]',
  '[{"fieldName":null,"fieldLabel":7}]',
  '[{"fieldName":"nope","fieldLabel":"x"}]',
  '{"__proto__":{"polluted":1}}',
  '[{"fieldName":"__proto__","fieldLabel":"constructor"}]',
  '[',
  'not json',
  '"text"',
  '1e309',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  JSON.stringify(Array.from({ length: 2_000 }, (_, i) => ({ fieldName: `f${i}`, fieldLabel: 'x'.repeat(20) }))),
];
const DICT_VALUES = Object.values(DICTIONARIES).flat();

/** A value the route probably accepts for a field, chosen by its schema and its name. */
const plausibleFor = (name: string, schema?: z.ZodType): fc.Arbitrary<Value> => {
  const allowed = allowedValues(schema);
  if (allowed.length > 0) return fc.constantFrom(...allowed);
  const n = name.toLowerCase();
  if (n === 'view' || n === 'reporttype' || n === 'menumodule') return fc.constantFrom(...PAGE_URLS);
  if (n === 'tablename') return fc.constantFrom('rpt_history_temp', ...RESOURCES.map((r) => r.name));
  if (n.endsWith('ids') || n === 'box' || n === 'columns' || n === 'numbers')
    return fc.array(fc.oneof(idText, fc.constantFrom('MSKU7025177', 'name', 'etd')), { maxLength: 4 });
  if (n === 'id' || n.endsWith('id') || n === 'version' || n === 'known' || n === 'sort' || n === 'n') return idText;
  if (n === 'page' || n === 'pageno') return fc.constantFrom('1', '2', '3', '1000000');
  if (n === 'limit' || n === 'pagesize') return fc.constantFrom('10', '20', '30', '50', '100');
  if (/date|from|to$|at$|time/.test(n)) return dates;
  if (n.includes('email')) return fc.constantFrom('a@b.co', 'customer@tidemark.example', 'x@example.com');
  if (n.includes('password')) return fc.constantFrom('Harbor2026', 'Aa123456', 'short');
  if (n === 'username' || n === 'user') return fc.constantFrom('admin', 'customer', 'nobody', 'Admin');
  if (n === 'lang' || n === 'lg' || n === 'language') return fc.constantFrom('en_us', 'zh_cn');
  if (n === 'no' || n === 'shipmentno' || n === 'q')
    return fc.constantFrom('MSKU7025177', 'TDMO2611001', 'MSKU', 'BK2611001');
  if (n === 'plate') return fc.constantFrom('KTR4172', 'KTR');
  if (n === 'dicttype') return fc.constantFrom(...Object.keys(DICTIONARIES));
  if (n === 'token' || n === 'key' || n === 'casenumber') return fc.string({ minLength: 10, maxLength: 43 });
  if (/fields$|info$/.test(n)) return fc.constantFrom(...JSON_TEXTS);
  if (n === 'recipients') return fc.constantFrom('a@b.co', 'a@b.co, c@d.co', 'a@b.co\nc@d.co');
  if (n === 'country') return fc.constantFrom('CN', 'US', 'DE', 'cn', 'ZZ');
  if (n === 'branchid' || n === 'companyid' || n === 'successorid') return fc.integer({ min: 1, max: 45 }).map(String);
  return fc.oneof(
    fc.constantFrom('abc', 'Shanghai', 'CNSHA', 'USLAX', '1', 'MSKU7025177'),
    fc.constantFrom(...DICT_VALUES),
  );
};

/** One field of a request: its name, a plausible value and whether the value is plausible or hostile. */
export type FieldSpec = { name: string; plausible: fc.Arbitrary<Value> };

const inDays = (n: number): string => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Valid requests of the routes whose forms a generic value rarely satisfies, so their handlers
 * are reached; the generated requests start from them and vary one field or many.
 */
export const EXAMPLES: Readonly<Record<string, Readonly<Record<string, Value>>>> = {
  'POST /api/inquiries/contact': {
    name: 'Li Wei',
    company: 'Harbour Lights Trading',
    email: 'li.wei@example.com',
    topic: 'ocean',
    message: 'We ship two 40HC a month from Shanghai to Hamburg.',
    consent: 'yes',
  },
  'POST /api/inquiries/quote': {
    origin: 'CNSHA',
    destination: 'DEHAM',
    mode: 'FCL',
    containerType: '40HC',
    containerCount: '2',
    description: 'Flat-pack furniture',
    packages: '340',
    grossWeight: '18500',
    volume: '67.5',
    hazardous: 'no',
    readyDate: inDays(5),
    deliveryDate: inDays(45),
    incoterm: 'FOB',
    name: 'Li Wei',
    email: 'li.wei@example.com',
    phone: '021-12345678',
    consent: 'yes',
  },
  'POST /api/inquiries/air-booking': {
    origin: 'PVG',
    destination: 'FRA',
    flightDate: inDays(4),
    pieces: '4',
    grossWeight: '120',
    length: '120',
    width: '80',
    height: '100',
    commodity: 'Machine parts',
    dangerousGoods: 'no',
    shipper: 'Harbour Lights Trading',
    consignee: 'Nordhafen GmbH',
    name: 'Li Wei',
    email: 'li.wei@example.com',
    consent: 'yes',
  },
  'POST /api/inquiries/speaking-up': {
    identity: 'named',
    name: 'Li Wei',
    email: 'li.wei@example.com',
    category: 'fraud',
    country: 'CN',
    description: 'Weights on invoices are changed.',
    eventsDate: inDays(-10),
  },
  'POST /api/site/ecommerce/check': {
    warehouse: 'ONT8',
    goodsValue: '650.50',
    currency: 'USD',
    box: ['12.5', '29.9'],
    recipient: 'individual',
  },
  'POST /account/signup': {
    userName: 'harbour_buyer',
    displayName: 'Harbour Buyer',
    email: 'buyer@example.com',
    companyName: 'Harbour Lights Trading',
    phone: '021-12345678',
    password: 'Tidal2026x',
    repeatPassword: 'Tidal2026x',
  },
  'POST /api/access/upgrade/save': {
    upgradeFlag: '1',
    startsAt: '2026-12-01T22:00:00+08:00',
    endsAt: '2026-12-02T02:00:00+08:00',
    titleEn: 'Maintenance',
    titleZh: '系统维护',
    bodyEn: 'The portal is offline for maintenance.',
    bodyZh: '系统维护期间门户暂停服务。',
  },
  'POST /api/access/roles/save': { code: 'night_desk', nameEn: 'Night desk', nameZh: '夜班', description: 'Desk' },
  'POST /api/engine/dictionaries/save': {
    dictType: 'tracking_status',
    value: '42',
    labelEn: 'Held',
    labelZh: '扣留',
    sort: '5',
    active: 'true',
  },
  'POST /a/dw/rptFieldCustomized/createFieldConfig': {
    tableName: 'rpt_history_temp',
    reportType: 'historyPage',
    configType: 'list',
    branchType: 'all',
    branchCode: '',
    assignFields: '[{"fieldName":"reportName","fieldLabel":"Report"}]',
  },
  'POST /api/tracking/desk/quality': { check: 'silent', days: '7', from: '2026-10-01', to: '2026-11-01' },
  'POST /api/access/users/save': { userId: '5', roleIds: ['2', '3'], branchIds: ['1', '2'], status: 'active' },
};

/**
 * The fields of a declared schema; `core` of them always considered. With an example, its fields
 * come first (core) and start from its values, and the fields it leaves out are mostly left empty.
 */
export const fieldsOfSchema = (
  schema: z.ZodType | undefined,
  example?: Readonly<Record<string, Value>>,
): { fields: FieldSpec[]; core: number } => {
  const all = Object.entries(schemaFields(schema)).map(([name, s]): FieldSpec & { given: boolean } => {
    const generic = plausibleFor(name, s);
    const given = example?.[name];
    if (!example) return { name, plausible: generic, given: false };
    return given === undefined
      ? { name, plausible: fc.oneof({ weight: 3, arbitrary: fc.constant('') }, generic), given: false }
      : { name, plausible: fc.oneof({ weight: 4, arbitrary: fc.constant(given) }, generic), given: true };
  });
  if (!example) return { fields: all, core: all.length };
  const fields = [...all.filter((f) => f.given), ...all.filter((f) => !f.given)];
  return { fields, core: all.filter((f) => f.given).length };
};

/** The fields of an engine request on a resource: its own, its filters and ranges, and the envelope's. */
export const engineFields = (resourceName: string): { fields: FieldSpec[]; core: number } => {
  const res = RESOURCES.find((r) => r.name === resourceName);
  const fields = [...(res?.fields ?? [])].sort((a, b) => Number(Boolean(b.required)) - Number(Boolean(a.required)));
  const own = fields.flatMap((f): FieldSpec[] => {
    const values = f.dict ? (DICTIONARIES[f.dict] ?? []) : [];
    const text = fc.constantFrom(
      'Shanghai',
      'a',
      ...(f.maxLength ? ['x'.repeat(f.maxLength), 'x'.repeat(f.maxLength + 1)] : []),
    );
    const plausible: fc.Arbitrary<Value> =
      values.length > 0
        ? fc.oneof(fc.constantFrom(...values), fc.constant(values.join(',')), fc.constant('_empty'))
        : f.type === 'number' || f.type === 'money'
          ? fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom('24', '12.5', '3') },
              { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1e308', '99999999999999999999', '0.0000001') },
            )
          : f.type === 'date' || f.type === 'datetime'
            ? dates
            : f.type === 'boolean'
              ? fc.constantFrom('true', 'false', '1', '0')
              : f.type === 'party'
                ? fc.integer({ min: 1, max: 45 }).map(String)
                : f.type === 'port'
                  ? fc.constantFrom('CNSHA', 'USLAX', 'DEHAM', 'ZZZZZ')
                  : f.type === 'container'
                    ? fc.constantFrom('MSKU7025177', 'MSKU7025178', 'ABCU1234567')
                    : f.name.toLowerCase().includes('email') || f.dict || f.type !== 'text'
                      ? plausibleFor(f.name)
                      : fc.oneof(text, plausibleFor(f.name));
    // Filters as the list screen sends them: only on filterable fields, ranges only on range fields.
    const filters: FieldSpec[] = !f.filter
      ? []
      : f.filter === 'range'
        ? [
            { name: `f_${f.name}_from`, plausible },
            { name: `f_${f.name}_to`, plausible },
          ]
        : [{ name: `f_${f.name}`, plausible }];
    return [{ name: f.name, plausible }, ...filters];
  });
  const names = fields.map((f) => f.name);
  const sortable = fields.filter((f) => f.sortable).map((f) => f.name);
  const required = fields.filter((f) => f.required && f.editable).map((f) => f.name);
  const transitions = Object.keys(res?.transitions ?? {});
  const pageUrls = PAGES.filter((p) => p.resource === resourceName).map((p) => p.url);
  const relations = PAGES.flatMap((p) => p.relations ?? []).map((r) => r.key);
  const some = (values: readonly string[]) => fc.constantFrom('', ...values);
  const core: FieldSpec[] = [
    { name: 'view', plausible: fc.constantFrom(...(pageUrls.length > 0 ? pageUrls : PAGE_URLS)) },
    { name: 'id', plausible: idText },
    { name: 'version', plausible: fc.constantFrom('1', '2', '3') },
    ...own.filter((f) => required.includes(f.name)),
  ];
  return {
    core: core.length,
    fields: [
      ...core,
      { name: 'ids', plausible: fc.array(idText, { maxLength: 25 }) },
      { name: 'page', plausible: fc.constantFrom('1', '2', '1000000') },
      { name: 'limit', plausible: fc.constantFrom('10', '20', '50') },
      { name: 'orderByColumn', plausible: some(sortable) },
      { name: 'isAsc', plausible: fc.constantFrom('asc', 'desc', '') },
      { name: 'count', plausible: fc.constantFrom('now', 'later') },
      { name: 'known', plausible: fc.constantFrom('0', '10', '1000000000') },
      { name: 'columns', plausible: fc.array(fc.constantFrom(...names), { maxLength: 6 }) },
      { name: 'action', plausible: some(transitions) },
      { name: 'relation', plausible: fc.constantFrom(...relations) },
      { name: 'parentId', plausible: idText },
      ...own.filter((f) => !required.includes(f.name)),
    ],
  };
};

// ---------------------------------------------------------------------------------------------
// Bodies and their encodings

export type Entries = [string, Value][];

/** Most optional fields one generated request names. */
const MOST_FIELDS = 10;

const EXTRA_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'lang',
  'lg',
  'dlg',
  '__sid',
  'f_',
  'f_nope',
  'f_id_from',
  'a[b]',
  'x.y',
  '',
];

/**
 * A set of fields, in one of three moods: every known field plausible (or left out), so the
 * handler runs to its end; one field hostile among plausible ones, so the hostile value reaches
 * as deep as it can; or each field plausible, hostile, left out or repeated at random. Unknown
 * fields come along.
 */
export const entriesFor = (fields: readonly FieldSpec[], core = 0): fc.Arbitrary<Entries> => {
  // A resource with many fields is sent a handful of them at a time, beside its core fields.
  if (fields.length > core + MOST_FIELDS) {
    const head = fields.slice(0, core);
    const rest = fields.slice(core);
    return fc
      .shuffledSubarray(rest, { maxLength: MOST_FIELDS })
      .chain((picked) => entriesFor([...head, ...picked], core));
  }
  // Core fields are always there when plausible; the others come along half the time.
  const plain = fc.tuple(
    ...fields.map((f, i) =>
      i < core
        ? f.plausible.map((v): Entries => [[f.name, v]])
        : fc.option(
            f.plausible.map((v): Entries => [[f.name, v]]),
            { freq: 2, nil: [] as Entries },
          ),
    ),
  );
  const wild = fc.tuple(
    ...fields.map((f) =>
      fc.oneof(
        { weight: 2, arbitrary: fc.constant<Entries>([]) },
        { weight: 4, arbitrary: f.plausible.map((v): Entries => [[f.name, v]]) },
        { weight: 3, arbitrary: hostileValue.map((v): Entries => [[f.name, v]]) },
        { weight: 2, arbitrary: f.plausible.chain(mutated).map((v): Entries => [[f.name, v]]) },
        {
          weight: 1,
          arbitrary: fc.tuple(f.plausible, hostileValue).map(
            ([a, b]): Entries => [
              [f.name, a],
              [f.name, b],
            ],
          ),
        },
      ),
    ),
  );
  // The one hostile field of a plausible request: mostly its own value made hostile.
  const single = fc.tuple(
    ...fields.map((f) =>
      fc.oneof(
        { weight: 4, arbitrary: f.plausible.chain(mutated).map((v): Entries => [[f.name, v]]) },
        { weight: 2, arbitrary: hostileValue.map((v): Entries => [[f.name, v]]) },
        { weight: 1, arbitrary: fc.constant<Entries>([]) },
      ),
    ),
  );
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_NAMES), hostileText), hostileValue), {
    maxLength: 3,
  });
  return fc
    .record({
      mood: fc.constantFrom('plausible', 'plausible', 'one', 'one', 'wild'),
      plain,
      wild,
      single,
      pick: fc.nat(),
      extra: fc.oneof({ weight: 3, arbitrary: fc.constant<Entries>([]) }, { weight: 1, arbitrary: extra }),
    })
    .map(({ mood, plain: p, wild: w, single: o, pick, extra: more }) => {
      const one = fields.length > 0 ? pick % fields.length : -1;
      const parts = p.map((entries, i) =>
        mood === 'wild' ? (w[i] ?? []) : mood === 'one' && i === one ? (o[i] ?? []) : entries,
      );
      return [...parts.flat(), ...more];
    });
};

/** A lone surrogate: no UTF-8 for it, so a lenient client writes its three WTF-8 bytes. */
const LONE_SURROGATE = /(\p{Cs})/u;

const wtf8Bytes = (unit: number): number[] => [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)];

/** Text percent-encoded as UTF-8, lone surrogates as their WTF-8 bytes. */
const percentEncode = (text: string, plusForSpace: boolean): string => {
  const encoded = text
    .split(LONE_SURROGATE)
    .map((part, i) =>
      i % 2 === 1
        ? wtf8Bytes(part.charCodeAt(0))
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(part),
    )
    .join('');
  return plusForSpace ? encoded.replace(/%20/g, '+') : encoded;
};

/** Broken or unusual percent-encodings a hand-written client sends. */
const ODD_ESCAPES = [
  '%',
  '%z',
  '%zz',
  '%C0%80',
  '%ED%A0%80',
  '%FF%FE',
  '%2500',
  '%E4%B8',
  '%u4E2D',
  '%00',
  '%0A',
  '&',
  '=',
  '&&=&',
];

export type QueryStyle = 'standard' | 'plus' | 'odd';

/** Scalars as text, arrays as repeated keys, objects as bracketed keys: what form and query encoders do. */
const flatten = (entries: Entries, depth = 0): [string, string][] =>
  entries.flatMap(([k, v]): [string, string][] => {
    // Deeper structures travel as JSON text in the field, as some clients send them.
    if (depth > 4 && v !== null && typeof v === 'object') return [[k, JSON.stringify(v)]];
    if (Array.isArray(v)) return v.length === 0 ? [[k, '']] : v.flatMap((item) => flatten([[k, item]], depth + 1));
    if (v !== null && typeof v === 'object') {
      const inner = Object.entries(v);
      return inner.length === 0
        ? [[k, '']]
        : flatten(
            inner.map(([ik, iv]) => [`${k}[${ik}]`, iv]),
            depth + 1,
          );
    }
    return [[k, v === null ? '' : String(v)]];
  });

export const urlEncoded = (entries: Entries, style: QueryStyle, oddAt: number): string => {
  const pairs = flatten(entries).map(
    ([k, v]) => `${percentEncode(k, style === 'plus')}=${percentEncode(v, style === 'plus')}`,
  );
  if (style === 'odd') pairs.splice(oddAt % (pairs.length + 1), 0, ODD_ESCAPES[oddAt % ODD_ESCAPES.length] as string);
  return pairs.join('&');
};

/** UTF-8 of a text, lone surrogates as WTF-8 bytes (what a lenient client writes). */
const wtf8 = (text: string): Buffer =>
  Buffer.concat(
    text
      .split(LONE_SURROGATE)
      .map((part, i) => (i % 2 === 1 ? Buffer.from(wtf8Bytes(part.charCodeAt(0))) : Buffer.from(part, 'utf8'))),
  );

export type FilePart = { name: string; filename: string; contentType: string; bytes: Uint8Array };

/** A multipart body; `broken` leaves out the closing boundary. */
export const multipartBody = (
  entries: Entries,
  file: FilePart | null,
  broken: boolean,
): { payload: Buffer; contentType: string } => {
  const boundary = '----tidemark-fuzz-7d1c';
  const chunks: Buffer[] = [];
  for (const [k, v] of flatten(entries)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`),
      wtf8(k),
      Buffer.from('"\r\n\r\n'),
    );
    chunks.push(wtf8(v), Buffer.from('\r\n'));
  }
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`),
      wtf8(file.name),
      Buffer.from('"; filename="'),
      wtf8(file.filename),
      Buffer.from(`"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  if (!broken) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
};

/** The first bytes of the files uploads accept (zip for .xlsx, OLE for .xls), then anything. */
const SIGNATURES = [[0x50, 0x4b, 0x03, 0x04], [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], []];

/** A file part: random bytes behind a spreadsheet's signature, or one of the given real files. */
export const filePartWith = (samples: readonly { filename: string; bytes: Uint8Array }[]): fc.Arbitrary<FilePart> =>
  fc
    .record({
      name: fc.oneof(
        { weight: 4, arbitrary: fc.constant('file') },
        hostileText.map((s) => s.slice(0, 200)),
      ),
      contentType: fc.constantFrom(
        'application/octet-stream',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/vnd.ms-excel',
        'text/plain',
      ),
      content: fc.oneof(
        {
          weight: 2,
          arbitrary: fc.record({
            filename: fc.oneof(
              fc.constantFrom('events.xlsx', 'events.xls', 'EVENTS.XLSX', 'a.xlsx.exe', '.xlsx', 'x', '../../x.xlsx'),
              fc.tuple(hostileText, fc.constantFrom('.xlsx', '.xls', '')).map(([a, b]) => `${a.slice(0, 300)}${b}`),
            ),
            bytes: fc
              .tuple(fc.constantFrom(...SIGNATURES), fc.uint8Array({ maxLength: 600 }))
              .map(([head, tail]) => Uint8Array.from([...head, ...tail])),
          }),
        },
        ...(samples.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...samples) }] : []),
      ),
    })
    .map(({ name, contentType, content }) => ({ name, contentType, filename: content.filename, bytes: content.bytes }));

/** Content types sent with a body that does not match them, or with none at all. */
export const ODD_CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=iso-8859-1',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'application/vnd.api+json',
  '*/*',
  'json',
  ';;;',
];

/** Raw bytes: random, truncated JSON, deep nesting the parser must survive. */
export const garbageBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.from(b)),
  fc
    .constantFrom(
      '{',
      '{"a":',
      '[1,2',
      'null',
      'true',
      '"text"',
      '12',
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      '{"a":1,"a":2}',
      '\ufeff{}',
      '{"view":"\\ud800"}',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
      `{"__proto__":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
      'a=1&a=2&a[]=3',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
    )
    .map((s) => Buffer.from(s)),
);
