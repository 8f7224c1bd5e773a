import { type FieldDef, type PageDef, type ResourceDef, SHIPMENT_MODES } from '@tidemark/domain';
import { z } from 'zod';
import type { CommittedChange, ServerResource } from '../src/engine/resource';
import { badRequest } from '../src/http/errors';
import { forgetGrants } from '../src/modules/access';
import type { TestApp } from './harness';

/**
 * Test-only definitions over the seeded shipments: one resource with a field of every filter
 * kind, a joined column, nullable sort keys, area rules and transitions, and the pages that show it.
 */

const toInt = (v: unknown) => (typeof v === 'string' && /^-?\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v);
const count = z.preprocess(toInt, z.number().int().min(1).max(100_000));

const field = (name: string, type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  type,
  labelKey: `engineTest.${name}`,
  ...extra,
});

const FIELDS: FieldDef[] = [
  field('shipmentNo', 'text', { filter: 'fuzzy', sortable: true, editable: true }),
  field('houseBill', 'text', { filter: 'exact' }),
  field('mode', 'enum', { filter: 'exact', sortable: true, editable: true }),
  field('jobStatus', 'enum', { dict: 'job_status', filter: 'exact', labelKey: 'portal.users.fields.status' }),
  field('status', 'enum', { dict: 'tracking_status', filter: 'exact' }),
  field('etd', 'datetime', { filter: 'range', sortable: true }),
  field('eta', 'datetime'),
  field('packages', 'number', { filter: 'range', sortable: true, editable: true }),
  field('grossWeightKg', 'money', { filter: 'range', sortable: true }),
  field('lastFreeDay', 'date', { filter: 'range', sortable: true }),
  field('archived', 'boolean', { filter: 'exact' }),
  field('vessel', 'text', { sortable: true }),
  field('goodsDescription', 'longText', { filter: 'fuzzy', editable: true }),
  field('companyName', 'text', { filter: 'fuzzy', sortable: true }),
  field('originPort', 'port'),
  field('destinationPort', 'port'),
  field('carrierCode', 'text'),
  field('companyId', 'number'),
  field('branchId', 'number', { editable: true }),
  field('packageType', 'text'),
  field('volumeCbm', 'number'),
  field('marks', 'text'),
];

/** Every other field is the shipment column of its name in snake_case. */
const COLUMNS = { companyName: 'c.name' };

const updateShape = {
  shipmentNo: z
    .string()
    .trim()
    .regex(/^T\d{6}$/, { error: 'validation.invalid' }),
  mode: z.enum(SHIPMENT_MODES, { error: 'validation.invalid' }),
  goodsDescription: z.string().trim().min(1, { error: 'validation.required' }).max(200),
  packages: count,
};

export const TEST_RESOURCE_DEF: ResourceDef = {
  name: 'testShipment',
  i18n: 'engineTest',
  titleField: 'shipmentNo',
  fields: FIELDS,
  createSchema: z.object({ ...updateShape, branchId: z.preprocess(toInt, z.number().int().positive()) }),
  updateSchema: z.object(updateShape).partial(),
  transitions: {
    hold: { field: 'jobStatus', from: ['WRK'], to: 'WHL' },
    release: { field: 'jobStatus', from: ['WHL'], to: 'WRK' },
  },
};

/** What the test resource's afterCommit rule was handed, call by call; `fail` makes it throw. */
export const AFTER_COMMIT: { calls: CommittedChange[][]; fail: boolean } = { calls: [], fail: false };

export const TEST_RESOURCE: ServerResource = {
  def: TEST_RESOURCE_DEF,
  table: 'shipments',
  from: 'shipments t JOIN companies c ON c.id = t.company_id',
  columns: COLUMNS,
  scope: 'branch',
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
  rules: {
    // The rest of a new shipment comes from the branch's first one: the rule reads inside the transaction.
    beforeCreate: async (ctx, values) => {
      const template = (
        await ctx.query(
          `SELECT origin_port AS "originPort", destination_port AS "destinationPort", carrier_code AS "carrierCode",
                  etd, eta, company_id AS "companyId", package_type AS "packageType",
                  gross_weight_kg AS "grossWeightKg", volume_cbm AS "volumeCbm", marks
             FROM shipments WHERE branch_id = $1 ORDER BY id LIMIT 1`,
          [values.branchId],
        )
      )[0];
      if (!template) throw badRequest('http.400', { branchId: 'validation.invalid' });
      return { ...template, ...values, status: 0, jobStatus: 'WRK' };
    },
    // Arbitrary refusals the tests provoke: one for any row, one that depends on the row (a batch fails midway).
    beforeUpdate: async (_ctx, before, values) => {
      if (values.goodsDescription === 'REFUSED')
        throw badRequest('http.400', { goodsDescription: 'validation.invalid' });
      if (values.packages === 99_999 && before.jobStatus === 'WHL') {
        throw badRequest('http.400', { packages: 'validation.invalid' });
      }
      return values;
    },
    afterCommit: async (_ctx, changes) => {
      AFTER_COMMIT.calls.push([...changes]);
      if (AFTER_COMMIT.fail) throw new Error('the downstream system is unavailable');
    },
  },
};

/** The same table for a customer-blind resource: branch scope and no company column. */
export const TEST_BRANCH_ONLY: ServerResource = {
  def: { ...TEST_RESOURCE_DEF, name: 'testBranchOnly' },
  table: 'shipments',
  from: TEST_RESOURCE.from,
  columns: COLUMNS,
  scope: 'branch',
};

export const PAGE = 'engineTestShipments';
export const FCL_PAGE = 'engineTestFcl';
export const BRANCH_ONLY_PAGE = 'engineTestBranchOnly';

const action = (key: string, kind: NonNullable<PageDef['actions']>[number]['kind'], transition?: string) => ({
  key,
  kind,
  labelKey: `engineTest.actions.${key}`,
  permission: `${PAGE}:${key}`,
  ...(transition ? { transition } : {}),
});

export const TEST_PAGES: PageDef[] = [
  {
    url: PAGE,
    group: 'tracking',
    screen: 'list',
    resource: 'testShipment',
    titleKey: 'menu.groups.tracking',
    columns: ['shipmentNo', 'mode', 'jobStatus', 'etd'],
    defaultSort: { field: 'etd', order: 'desc' },
    actions: [
      action('create', 'create'),
      action('edit', 'edit'),
      action('hold', 'transition', 'hold'),
      action('release', 'transition', 'release'),
      action('ghost', 'transition', 'ghost'),
      action('batch', 'batchUpdate'),
      action('export', 'export'),
    ],
    roles: ['admin'],
  },
  {
    url: FCL_PAGE,
    group: 'tracking',
    screen: 'list',
    resource: 'testShipment',
    titleKey: 'menu.groups.tracking',
    fixed: { mode: 'FCL' },
    roles: ['admin'],
  },
  {
    url: BRANCH_ONLY_PAGE,
    group: 'tracking',
    screen: 'list',
    resource: 'testBranchOnly',
    titleKey: 'menu.groups.tracking',
    roles: ['admin'],
  },
];

export const ALL_ACTIONS = ['create', 'edit', 'hold', 'release', 'ghost', 'batch', 'export'].map((a) => `${PAGE}:${a}`);

/** Grants a role test pages (menu items of type 1) and action permissions (type 2) in the test database. */
export const grantTestItems = async (t: TestApp, role: string, pages: string[], actions: string[]): Promise<void> => {
  for (const url of pages) {
    await t.database.query(
      `INSERT INTO menu_items (code, menu_type, menu_url, title_key) VALUES ($1, 1, $1, 'menu.groups.tracking')
       ON CONFLICT (code) DO NOTHING`,
      [url],
    );
  }
  for (const permission of actions) {
    await t.database.query(
      `INSERT INTO menu_items (parent_id, code, menu_type, permission, title_key)
       VALUES ((SELECT id FROM menu_items WHERE code = $2), $1, 2, $1, 'menu.groups.tracking')
       ON CONFLICT (code) DO NOTHING`,
      [permission, PAGE],
    );
  }
  await t.database.query(
    `INSERT INTO role_menu_items (role_id, menu_item_id)
     SELECT r.id, m.id FROM roles r, menu_items m WHERE r.code = $1 AND m.code = ANY($2::text[])
     ON CONFLICT DO NOTHING`,
    [role, [...pages, ...actions]],
  );
  forgetGrants();
};
