import { z } from 'zod';
import type { AreaPart } from '../../engine/area';
import { definePage, defineResource } from '../../engine/declare';
import type { Labels, PageDef, RelationDef, ResourceDef } from '../../engine/definitions';
import { bilingual } from '../../engine/dictionaries';
import type { RoleCode } from '../../engine/menu';
import { complianceCatalog } from './i18n';
import { STATEMENT_KINDS, STATEMENT_STATES } from './rules';

export * from './rules';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

/** Customs and administrators write, submit and approve statements (never their own). */
export const COMPLIANCE_EDITORS: readonly RoleCode[] = ['admin', 'customs'];
/** Managers read; sales and customer service read their branches' customers'. */
export const COMPLIANCE_READERS: readonly RoleCode[] = [...COMPLIANCE_EDITORS, 'manager', 'sales', 'csr'];

const invalid = { error: 'validation.invalid' };
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const toNumber = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v);
const wording = z.preprocess(blank, z.string().trim().max(4000, { error: 'validation.tooLong' }).nullable()).optional();

/** What a statement's form sends: the customer, the kind, the wording in both languages and the validity. */
const statementFields = {
  companyId: z.preprocess(toNumber, z.number(invalid).int().positive().max(2_147_483_647)),
  kind: z.enum(STATEMENT_KINDS, invalid),
  statementEn: wording,
  statementZh: wording,
  validFrom: z.iso.date(invalid),
  validUntil: z.preprocess(blank, z.iso.date(invalid).nullable()).optional(),
};
const statementCreate = z.object(statementFields);

const userName = (from: string) => ({ table: 'users', key: 'id', column: 'display_name', from });

/**
 * A written compliance statement of a customer company: a restricted-party screening declaration
 * or a dual-use goods statement, its wording, validity, author, approval and signature.
 */
export const complianceStatementResource: ResourceDef = defineResource({
  name: 'complianceStatement',
  i18n: 'customs.compliance.statement',
  titleField: 'companyName',
  title: L('Compliance statement', '合规声明'),
  store: {
    table: 'compliance_statements',
    scope: 'company',
    lookups: {
      companyName: { table: 'companies', key: 'id', column: 'name', from: 'companyId' },
      companyCode: { table: 'companies', key: 'id', column: 'code', from: 'companyId' },
      createdByName: userName('createdBy'),
      decidedByName: userName('decidedBy'),
      signedByName: userName('signedBy'),
    },
  },
  createSchema: statementCreate,
  updateSchema: statementCreate.partial(),
  fields: [
    {
      name: 'companyId',
      type: 'party',
      filter: 'exact',
      editable: true,
      required: true,
      width: 200,
      label: L('Customer', '客户'),
    },
    { name: 'companyName', type: 'text', sortable: true, filter: 'fuzzy', width: 200, label: L('Customer', '客户') },
    { name: 'companyCode', type: 'text', filter: 'exact', width: 100, label: L('Customer code', '客户代码') },
    { name: 'branchId', type: 'number', filter: 'exact', width: 90, label: L('Branch', '分公司') },
    {
      name: 'kind',
      type: 'enum',
      dict: 'compliance_statement_kind',
      filter: 'exact',
      sortable: true,
      editable: true,
      required: true,
      width: 200,
      label: L('Statement', '声明类型'),
    },
    {
      name: 'statementEn',
      type: 'longText',
      editable: true,
      size: 4000,
      width: 260,
      label: L('Statement (English)', '声明内容（英文）'),
    },
    {
      name: 'statementZh',
      type: 'longText',
      editable: true,
      size: 4000,
      width: 260,
      label: L('Statement (Chinese)', '声明内容（中文）'),
    },
    {
      name: 'validFrom',
      type: 'date',
      sortable: true,
      filter: 'range',
      editable: true,
      required: true,
      width: 110,
      label: L('Valid from', '生效日期'),
    },
    {
      name: 'validUntil',
      type: 'date',
      sortable: true,
      filter: 'range',
      editable: true,
      width: 110,
      label: L('Valid until', '有效期至'),
    },
    {
      name: 'state',
      type: 'enum',
      dict: 'compliance_statement_state',
      filter: 'exact',
      multiple: true,
      sortable: true,
      width: 140,
      label: L('State', '状态'),
      tone: (row) => (row.state === 'signed' ? 'success' : row.state === 'rejected' ? 'error' : null),
    },
    { name: 'stage', type: 'text', label: L('Stage', '阶段') },
    { name: 'createdBy', type: 'number', label: L('Author (id)', '作者编号') },
    { name: 'createdByName', type: 'text', width: 120, label: L('Author', '作者') },
    { name: 'createdAt', type: 'datetime', sortable: true, width: 170, label: L('Created', '创建时间') },
    { name: 'submittedAt', type: 'datetime', sortable: true, width: 170, label: L('Submitted', '提交时间') },
    { name: 'decidedByName', type: 'text', width: 120, label: L('Reviewer', '审核人') },
    { name: 'decidedAt', type: 'datetime', width: 170, label: L('Decided', '审核时间') },
    { name: 'decisionReason', type: 'text', width: 220, label: L('Rejected because', '驳回原因') },
    { name: 'signedByName', type: 'text', width: 120, label: L('Signed by (user)', '签署用户') },
    { name: 'signedAt', type: 'datetime', sortable: true, width: 170, label: L('Signed', '签署时间') },
    { name: 'signatoryName', type: 'text', filter: 'fuzzy', width: 140, label: L('Signatory', '签署人') },
    { name: 'signatoryTitle', type: 'text', width: 140, label: L('Signatory title', '签署人职务') },
    { name: 'updatedAt', type: 'datetime', sortable: true, width: 170, label: L('Updated', '更新时间') },
  ],
  transitions: {
    submit: { field: 'state', from: ['draft', 'rejected'], to: 'submitted' },
  },
});

const LIST_COLUMNS = ['companyName', 'kind', 'validFrom', 'validUntil', 'state'] as const;

export const COMPLIANCE_PAGES: readonly PageDef[] = [
  definePage({
    url: 'complianceWritten',
    group: 'customs',
    screen: 'list',
    resource: 'complianceStatement',
    title: L('Written compliance statements', '书面合规声明'),
    columns: [...LIST_COLUMNS, 'createdByName', 'decidedByName', 'decisionReason', 'signedAt', 'updatedAt'],
    filters: ['companyName', 'kind', 'state', 'validFrom', 'validUntil'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: [
      { key: 'create', kind: 'create', roles: COMPLIANCE_EDITORS },
      { key: 'edit', kind: 'edit', roles: COMPLIANCE_EDITORS },
      {
        key: 'submit',
        kind: 'transition',
        transition: 'submit',
        roles: COMPLIANCE_EDITORS,
        label: L('Submit for approval', '提交审批'),
      },
      { key: 'export', kind: 'export' },
    ],
    roles: COMPLIANCE_READERS,
  }),
  definePage({
    url: 'complianceWrittenAp',
    group: 'customs',
    screen: 'custom',
    resource: 'complianceStatement',
    title: L('Compliance statement approval', '合规声明审批'),
    fixed: { state: 'submitted' },
    columns: [...LIST_COLUMNS, 'statementEn', 'statementZh', 'createdByName', 'submittedAt'],
    filters: ['companyName', 'kind', 'submittedAt'],
    defaultSort: { field: 'submittedAt', order: 'asc' },
    actions: [
      {
        key: 'approve',
        kind: 'transition',
        transition: 'approveStatement',
        roles: COMPLIANCE_EDITORS,
        label: L('Approve', '批准'),
      },
      {
        key: 'reject',
        kind: 'transition',
        transition: 'rejectStatement',
        roles: COMPLIANCE_EDITORS,
        label: L('Reject', '驳回'),
      },
    ],
    roles: ['admin', 'customs', 'manager'],
  }),
  definePage({
    url: 'complianceWrittenSGN',
    group: 'customs',
    screen: 'custom',
    resource: 'complianceStatement',
    title: L('Compliance statement signatures', '合规声明签署'),
    fixed: { stage: 'signature' },
    columns: [...LIST_COLUMNS, 'decidedAt', 'signatoryName', 'signatoryTitle', 'signedByName', 'signedAt'],
    filters: ['companyName', 'kind', 'state', 'signedAt'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: [
      { key: 'sign', kind: 'transition', transition: 'signStatement', roles: ['customer'], label: L('Sign', '签署') },
      { key: 'export', kind: 'export' },
    ],
    roles: [...COMPLIANCE_READERS, 'customer'],
  }),
];

/** A company's statements on the customer profile, for those who read the statements list. */
const COMPANY_STATEMENTS: readonly RelationDef[] = [
  {
    key: 'complianceStatements',
    resource: 'complianceStatement',
    foreignKey: 'companyId',
    titleKey: 'customs.compliance.relations.statements',
    columns: ['kind', 'validFrom', 'validUntil', 'state', 'signatoryName', 'signedAt'],
    defaultSort: { field: 'validFrom', order: 'desc' },
    permission: 'complianceWritten',
  },
];

/** Written compliance statements: their list, the approval queue and the signatures. */
export const COMPLIANCE: AreaPart = {
  resources: [complianceStatementResource],
  pages: COMPLIANCE_PAGES,
  catalogs: [complianceCatalog],
  dictionaries: {
    compliance_statement_kind: bilingual(STATEMENT_KINDS, ['Compliance statement kind', '合规声明类型'], {
      restricted_party: ['Restricted-party screening declaration', '受限方筛查声明'],
      dual_use: ['Dual-use goods statement', '两用物项声明'],
    }),
    compliance_statement_state: bilingual(STATEMENT_STATES, ['Compliance statement state', '合规声明状态'], {
      draft: ['Draft', '草稿'],
      submitted: ['Submitted for approval', '已提交审批'],
      approved: ['Approved, to be signed', '已批准，待签署'],
      rejected: ['Rejected', '已驳回'],
      signed: ['Signed', '已签署'],
    }),
  },
  relationsFor: { customer: COMPANY_STATEMENTS, companyList: COMPANY_STATEMENTS },
};
