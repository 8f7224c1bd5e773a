import { z } from 'zod';
import { ID_MAX } from '../common/constants';
import { emailSchema, LANDLINE_RE, MOBILE_RE, URL_RE } from '../common/formats';
import { defineResource } from '../engine/declare';
import type { ActionDef, PageDef, RelationDef, ResourceDef } from '../engine/definitions';
import type { RoleCode } from '../engine/menu';
import { countryByCode } from '../reference/countries';
import { CUSTOMER_REGIONS, customerRegionFor } from './regions';
import { CUSTOMER_DATA_STATUSES, ORG_CODE_PURPOSES } from './statuses';

/**
 * The customer area on the engine: companies (customers), their contacts and organisation codes
 * (routes customer, companyList, tmOrgCode, and the contacts list the customer profile shows).
 * Cross-record rules (unique names, successors, scope) run on the server
 * (apps/server/src/modules/customers); these schemas check each field and are shared with the forms.
 */

/** Form values arrive as text: blank means "no value". */
const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
const toInt = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v);
const toBool = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(s)) return true;
  if (['false', '0', 'off', 'no', ''].includes(s)) return false;
  return v;
};

const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable());
const optionalPattern = (re: RegExp, key: string, max = 60) =>
  z.preprocess(blankToNull, z.string().trim().max(max).regex(re, { error: key }).nullable());
const id = z.preprocess(toInt, z.number({ error: 'validation.required' }).int().positive().max(ID_MAX));
const optionalId = z.preprocess((v) => toInt(blankToNull(v)), z.number().int().positive().max(ID_MAX).nullable());
const bool = z.preprocess(toBool, z.boolean());

export const COMPANY_NAME_MAX = 100;
export const ORG_CODE_RE = /^[A-Z0-9]{3,12}$/;

/** Company names are unique ignoring case and white space ('Acme  Ltd' = 'acme ltd'). */
export const companyNameKey = (name: string): string => name.replace(/\s+/g, '').toLowerCase();

const country = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .refine((c) => countryByCode.has(c), { error: 'validation.invalid' });

const companyShape = {
  name: requiredText(COMPANY_NAME_MAX),
  customerRegion: z.enum(CUSTOMER_REGIONS, { error: 'validation.invalid' }),
  branchId: id,
  country,
  city: requiredText(60),
  status: z.enum(CUSTOMER_DATA_STATUSES, { error: 'validation.invalid' }),
  successorId: optionalId,
  address: optionalText(200),
  phone: optionalPattern(LANDLINE_RE, 'validation.landline'),
  email: z.preprocess(blankToNull, emailSchema.nullable()),
  website: optionalPattern(URL_RE, 'validation.url', 200),
  taxId: optionalText(30),
  notes: optionalText(100),
};

/** The region may be left out: the server then derives it from the country. */
export const companyCreateSchema = z.object({
  ...companyShape,
  customerRegion: companyShape.customerRegion.optional(),
  status: companyShape.status.default('valid'),
});
export const companyUpdateSchema = z.object(companyShape).partial();

const contactShape = {
  companyId: id,
  name: requiredText(50),
  title: optionalText(50),
  email: emailSchema,
  phone: optionalPattern(LANDLINE_RE, 'validation.landline'),
  mobile: optionalPattern(MOBILE_RE, 'validation.mobile'),
  isPrimary: bool,
};
export const contactCreateSchema = z.object({ ...contactShape, isPrimary: contactShape.isPrimary.default(false) });
export const contactUpdateSchema = z.object(contactShape).partial();

const orgCodeShape = {
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(ORG_CODE_RE, { error: 'customers.orgCode.codeFormat' }),
  companyId: id,
  purpose: z.enum(ORG_CODE_PURPOSES, { error: 'validation.invalid' }),
  /** Left out, the code belongs to the company's own branch. */
  branchId: optionalId,
};
export const orgCodeCreateSchema = z.object(orgCodeShape);
export const orgCodeUpdateSchema = z.object(orgCodeShape).partial();

export const companyResource: ResourceDef = defineResource({
  name: 'company',
  i18n: 'customers.company',
  titleField: 'name',
  fields: [
    { name: 'code', type: 'text', sortable: true, filter: 'fuzzy', maxLength: 20, width: 110 },
    {
      name: 'name',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      required: true,
      editable: true,
      maxLength: COMPANY_NAME_MAX,
      width: 260,
    },
    {
      name: 'customerRegion',
      type: 'enum',
      dict: 'customer_region',
      sortable: true,
      filter: 'exact',
      editable: true,
      width: 120,
      // The server's rule for a region left out, applied in the form as the country is picked.
      derive: { from: 'country', value: (country) => (country.trim() === '' ? null : customerRegionFor(country)) },
    },
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 130,
    },
    {
      name: 'country',
      type: 'enum',
      dict: 'country',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 140,
    },
    {
      name: 'city',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      required: true,
      editable: true,
      maxLength: 60,
      width: 130,
    },
    {
      name: 'status',
      type: 'enum',
      dict: 'customer_data_status',
      sortable: true,
      filter: 'exact',
      editable: true,
      width: 100,
    },
    { name: 'successorId', type: 'party', filter: 'exact', editable: true, width: 200 },
    { name: 'successorName', type: 'text', filter: 'fuzzy', width: 220 },
    { name: 'address', type: 'text', editable: true, maxLength: 200, width: 260 },
    { name: 'phone', type: 'text', editable: true, maxLength: 60, width: 140 },
    { name: 'email', type: 'text', filter: 'fuzzy', editable: true, maxLength: 254, width: 200 },
    { name: 'website', type: 'text', editable: true, maxLength: 200, width: 200 },
    { name: 'taxId', type: 'text', filter: 'exact', editable: true, maxLength: 30, width: 150 },
    { name: 'notes', type: 'text', editable: true, maxLength: 100, width: 220 },
    { name: 'createdAt', type: 'datetime', sortable: true, filter: 'range', width: 170 },
    { name: 'updatedAt', type: 'datetime', sortable: true, filter: 'range', width: 170 },
  ],
  createSchema: companyCreateSchema,
  updateSchema: companyUpdateSchema,
  // A replaced company needs its successor, so 'replaced' is set by editing, not by a transition.
  transitions: {
    obsolete: { field: 'status', from: ['valid'], to: 'obsolete' },
    restore: { field: 'status', from: ['obsolete'], to: 'valid' },
  },
  // Whoever opens an obsolete or replaced customer learns so first, and where its business went.
  banners: [
    {
      key: 'obsolete',
      when: { field: 'status', in: ['obsolete'] },
      tone: 'info',
      titleKey: 'customers.company.banners.obsoleteTitle',
      descriptionKey: 'customers.company.banners.obsoleteText',
    },
    {
      key: 'replaced',
      when: { field: 'status', in: ['replaced'] },
      tone: 'warning',
      titleKey: 'customers.company.banners.replacedTitle',
      descriptionKey: 'customers.company.banners.replacedText',
      link: 'successorId',
    },
  ],
});

export const contactResource: ResourceDef = defineResource({
  name: 'contact',
  i18n: 'customers.contact',
  titleField: 'name',
  fields: [
    { name: 'companyId', type: 'party', filter: 'exact', required: true, editable: true, width: 200 },
    { name: 'companyName', type: 'text', sortable: true, filter: 'fuzzy', width: 240 },
    {
      name: 'name',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      required: true,
      editable: true,
      maxLength: 50,
      width: 160,
    },
    { name: 'title', type: 'text', filter: 'fuzzy', editable: true, maxLength: 50, width: 160 },
    {
      name: 'email',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      required: true,
      editable: true,
      maxLength: 254,
      width: 220,
    },
    { name: 'phone', type: 'text', editable: true, maxLength: 60, width: 140 },
    { name: 'mobile', type: 'text', filter: 'exact', editable: true, maxLength: 60, width: 130 },
    {
      name: 'isPrimary',
      type: 'boolean',
      sortable: true,
      filter: 'exact',
      editable: true,
      width: 90,
    },
    { name: 'updatedAt', type: 'datetime', sortable: true, filter: 'range', width: 170 },
  ],
  createSchema: contactCreateSchema,
  updateSchema: contactUpdateSchema,
  // One primary contact per company: making one primary demotes the other (a server rule).
  transitions: { makePrimary: { field: 'isPrimary', from: ['false'], to: 'true' } },
});

export const orgCodeResource: ResourceDef = defineResource({
  name: 'orgCode',
  i18n: 'customers.orgCode',
  titleField: 'code',
  fields: [
    {
      name: 'code',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      required: true,
      editable: true,
      maxLength: 12,
      width: 120,
    },
    { name: 'companyId', type: 'party', filter: 'exact', required: true, editable: true, width: 200 },
    { name: 'companyName', type: 'text', sortable: true, filter: 'fuzzy', width: 240 },
    {
      name: 'purpose',
      type: 'enum',
      dict: 'org_code_purpose',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 120,
    },
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      sortable: true,
      filter: 'exact',
      editable: true,
      width: 130,
    },
    { name: 'updatedAt', type: 'datetime', sortable: true, filter: 'range', width: 170 },
  ],
  createSchema: orgCodeCreateSchema,
  updateSchema: orgCodeUpdateSchema,
});

export const CUSTOMER_RESOURCES: readonly ResourceDef[] = [companyResource, contactResource, orgCodeResource];

/** Sales and customer service keep customer data; managers oversee it. */
const CUSTOMER_ROLES: readonly RoleCode[] = ['admin', 'manager', 'sales', 'csr'];

const action = (page: string, key: string, kind: ActionDef['kind'], permission: string, transition?: string) => ({
  key,
  kind,
  labelKey: `customers.actions.${key}`,
  permission: `${page}:${permission}`,
  ...(transition ? { transition } : {}),
});

const companyActions = (page: string): ActionDef[] => [
  action(page, 'create', 'create', 'create'),
  action(page, 'edit', 'edit', 'edit'),
  action(page, 'obsolete', 'transition', 'edit', 'obsolete'),
  action(page, 'restore', 'transition', 'edit', 'restore'),
  action(page, 'batchUpdate', 'batchUpdate', 'edit'),
  action(page, 'export', 'export', 'export'),
];

/**
 * A customer's contacts and organisation codes, kept on its profile with the permissions of their
 * own pages, and the companies it replaced.
 */
const COMPANY_RELATIONS: readonly RelationDef[] = [
  {
    key: 'contacts',
    resource: 'contact',
    foreignKey: 'companyId',
    titleKey: 'customers.company.relations.contacts',
    columns: ['name', 'isPrimary', 'title', 'email', 'phone', 'mobile'],
    defaultSort: { field: 'isPrimary', order: 'desc' },
    permission: 'customerContact',
    actions: [
      action('customerContact', 'addContact', 'create', 'edit'),
      action('customerContact', 'edit', 'edit', 'edit'),
      action('customerContact', 'makePrimary', 'transition', 'edit', 'makePrimary'),
    ],
  },
  {
    key: 'orgCodes',
    resource: 'orgCode',
    foreignKey: 'companyId',
    titleKey: 'customers.company.relations.orgCodes',
    columns: ['code', 'purpose', 'branchId', 'updatedAt'],
    defaultSort: { field: 'code', order: 'asc' },
    permission: 'tmOrgCode',
    actions: [action('tmOrgCode', 'addCode', 'create', 'edit'), action('tmOrgCode', 'edit', 'edit', 'edit')],
  },
  {
    key: 'predecessors',
    resource: 'company',
    foreignKey: 'successorId',
    titleKey: 'customers.company.relations.predecessors',
    columns: ['code', 'name', 'status', 'updatedAt'],
    defaultSort: { field: 'name', order: 'asc' },
  },
];

export const CUSTOMER_PAGES: readonly PageDef[] = [
  {
    // One resource, three lists: the web shows the TPE, EMEA and LATAM views as tabs on the region filter.
    url: 'customer',
    group: 'crm',
    screen: 'list',
    resource: 'company',
    titleKey: 'menu.pages.customer',
    columns: ['code', 'name', 'customerRegion', 'branchId', 'country', 'city', 'status', 'updatedAt'],
    filters: ['customerRegion', 'name', 'code', 'branchId', 'country', 'city', 'status'],
    defaultSort: { field: 'name', order: 'asc' },
    actions: companyActions('customer'),
    relations: COMPANY_RELATIONS,
    roles: CUSTOMER_ROLES,
  },
  {
    url: 'companyList',
    group: 'crm',
    screen: 'list',
    resource: 'company',
    titleKey: 'menu.pages.companyList',
    columns: ['code', 'name', 'customerRegion', 'branchId', 'country', 'status', 'successorName', 'updatedAt'],
    filters: ['name', 'code', 'status', 'customerRegion', 'branchId', 'country', 'taxId', 'updatedAt'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: companyActions('companyList'),
    relations: COMPANY_RELATIONS,
    roles: CUSTOMER_ROLES,
  },
  {
    url: 'customerContact',
    group: 'crm',
    screen: 'list',
    resource: 'contact',
    titleKey: 'menu.pages.customerContact',
    columns: ['companyName', 'name', 'title', 'email', 'phone', 'mobile', 'isPrimary'],
    filters: ['companyName', 'name', 'email', 'mobile', 'isPrimary'],
    defaultSort: { field: 'companyName', order: 'asc' },
    actions: [
      action('customerContact', 'create', 'create', 'edit'),
      action('customerContact', 'edit', 'edit', 'edit'),
      action('customerContact', 'makePrimary', 'transition', 'edit', 'makePrimary'),
      action('customerContact', 'export', 'export', 'export'),
    ],
    roles: CUSTOMER_ROLES,
  },
  {
    url: 'tmOrgCode',
    group: 'crm',
    screen: 'list',
    resource: 'orgCode',
    titleKey: 'menu.pages.tmOrgCode',
    columns: ['code', 'companyName', 'purpose', 'branchId', 'updatedAt'],
    filters: ['code', 'companyName', 'purpose', 'branchId'],
    defaultSort: { field: 'code', order: 'asc' },
    actions: [
      action('tmOrgCode', 'create', 'create', 'edit'),
      action('tmOrgCode', 'edit', 'edit', 'edit'),
      action('tmOrgCode', 'export', 'export', 'export'),
    ],
    roles: CUSTOMER_ROLES,
  },
];
