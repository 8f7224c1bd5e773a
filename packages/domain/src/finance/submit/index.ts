import type { AreaPart } from '../../engine/area';
import { definePage, defineResource } from '../../engine/declare';
import type { PageDef, ResourceDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';
import { L, UPDATED_AT } from '../fields';
import { UPDATE_TO_CW } from '../statuses';
import { submitCatalog } from './i18n';

export * from './document';

/** Finance submits to the accounting system, managers and administrators oversee. */
export const SUBMIT_ROLES: readonly RoleCode[] = ['admin', 'manager', 'finance'];

const code = (state: number): string => String(state);

/**
 * One submission of a shipment's reviewed or locked charge lines to CargoWise: an outbox row whose
 * state is SPEC §4 update-to-CW (the tracking desk's enumeration, `update_to_cw_status`). The
 * server's delivery moves it from updating to success or error; the desk retries an error and
 * cancels what has not succeeded.
 */
export const cwSubmissionResource: ResourceDef = defineResource({
  name: 'cwSubmission',
  i18n: 'finance.submit.submission',
  titleField: 'submissionNo',
  title: L('Submission to CW', 'CW 提交'),
  store: {
    table: 'cw_submissions',
    scope: 'branch',
    lookups: {
      shipmentNo: { table: 'shipments', key: 'id', column: 'shipment_no', from: 'shipmentId' },
      branchCode: { table: 'branches', key: 'id', column: 'code', from: 'branchId' },
      submittedByName: { table: 'users', key: 'id', column: 'display_name', from: 'submittedBy' },
      cancelledByName: { table: 'users', key: 'id', column: 'display_name', from: 'cancelledBy' },
    },
  },
  fields: [
    {
      name: 'submissionNo',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      width: 170,
      label: L('Submission', '提交编号'),
    },
    { name: 'shipmentId', type: 'number', filter: 'exact', width: 90, label: L('Shipment id', '运单编号') },
    { name: 'shipmentNo', type: 'text', sortable: true, filter: 'fuzzy', width: 150, label: L('Shipment', '运单号') },
    { name: 'branchId', type: 'number', filter: 'exact', width: 90, label: L('Branch', '分公司') },
    { name: 'branchCode', type: 'text', sortable: true, width: 80, label: L('Office', '办事处') },
    {
      name: 'status',
      type: 'enum',
      dict: 'update_to_cw_status',
      filter: 'exact',
      multiple: true,
      sortable: true,
      width: 140,
      label: L('Update to CW', '同步 CW 状态'),
      tone: (row) =>
        row.status === code(UPDATE_TO_CW.error) || row.status === UPDATE_TO_CW.error
          ? 'error'
          : row.status === code(UPDATE_TO_CW.success) || row.status === UPDATE_TO_CW.success
            ? 'success'
            : null,
    },
    { name: 'lineCount', type: 'number', sortable: true, width: 80, label: L('Lines', '费用行数') },
    { name: 'localCurrency', type: 'text', width: 80, label: L('Currency', '本位币') },
    {
      name: 'revenueLocal',
      type: 'money',
      currencyField: 'localCurrency',
      sortable: true,
      width: 120,
      label: L('Revenue', '收入'),
    },
    {
      name: 'costLocal',
      type: 'money',
      currencyField: 'localCurrency',
      sortable: true,
      width: 120,
      label: L('Cost', '成本'),
    },
    { name: 'attempts', type: 'number', width: 80, label: L('Attempts', '尝试次数') },
    { name: 'nextAttemptAt', type: 'datetime', width: 170, label: L('Next attempt', '下次尝试') },
    { name: 'errorText', type: 'longText', width: 260, label: L('Error', '错误原因') },
    { name: 'documentName', type: 'text', width: 200, label: L('Document', '文件') },
    { name: 'submittedByName', type: 'text', width: 120, label: L('Submitted by', '提交人') },
    {
      name: 'submittedAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      label: L('Submitted', '提交时间'),
    },
    { name: 'deliveredAt', type: 'datetime', sortable: true, width: 170, label: L('Written', '写入时间') },
    { name: 'cancelledByName', type: 'text', width: 120, label: L('Cancelled by', '取消人') },
    { name: 'cancelledAt', type: 'datetime', width: 170, label: L('Cancelled', '取消时间') },
    UPDATED_AT,
  ],
  transitions: {
    retry: { field: 'status', from: [code(UPDATE_TO_CW.error)], to: code(UPDATE_TO_CW.updating) },
    cancel: {
      field: 'status',
      from: [code(UPDATE_TO_CW.error), code(UPDATE_TO_CW.updating), code(UPDATE_TO_CW.notUpdate)],
      to: code(UPDATE_TO_CW.cancelled),
    },
  },
});

/** A charge line of a submission, as the line stands on the sheet. */
export const cwSubmissionLineResource: ResourceDef = defineResource({
  name: 'cwSubmissionLine',
  i18n: 'finance.submit.line',
  titleField: 'chargeCode',
  title: L('Submitted charge line', '提交的费用行'),
  fields: [
    { name: 'submissionId', type: 'number', filter: 'exact', label: L('Submission', '提交编号') },
    { name: 'chargeLineId', type: 'number', sortable: true, width: 90, label: L('Line id', '费用行编号') },
    { name: 'side', type: 'enum', dict: 'charge_side', width: 90, label: L('Side', '收付') },
    { name: 'chargeCode', type: 'enum', dict: 'charge_code', width: 150, label: L('Charge', '费用代码') },
    { name: 'partyName', type: 'text', width: 200, label: L('Party', '结算对象') },
    { name: 'currency', type: 'text', width: 80, label: L('Currency', '币种') },
    { name: 'amount', type: 'money', currencyField: 'currency', width: 120, label: L('Amount', '金额') },
    {
      name: 'localAmount',
      type: 'money',
      currencyField: 'localCurrency',
      width: 120,
      label: L('Local amount', '本位币金额'),
    },
    { name: 'localCurrency', type: 'text', width: 80, label: L('Local currency', '本位币') },
  ],
});

export const SUBMIT_PAGES: readonly PageDef[] = [
  definePage({
    url: 'chargeSubmint',
    group: 'charges',
    screen: 'custom',
    resource: 'cwSubmission',
    title: L('Submissions to CW', '提交至 CW'),
    columns: [
      'submissionNo',
      'shipmentNo',
      'branchCode',
      'status',
      'lineCount',
      'localCurrency',
      'revenueLocal',
      'costLocal',
      'attempts',
      'errorText',
      'submittedByName',
      'submittedAt',
      'deliveredAt',
    ],
    filters: ['submissionNo', 'shipmentNo', 'status', 'submittedAt'],
    defaultSort: { field: 'submittedAt', order: 'desc' },
    actions: [
      {
        key: 'submit',
        kind: 'transition',
        transition: 'submitShipment',
        label: L('Submit shipment to CW', '提交运单至 CW'),
      },
      { key: 'retry', kind: 'transition', transition: 'retry', label: L('Retry', '重新提交') },
      { key: 'cancel', kind: 'transition', transition: 'cancel', label: L('Cancel', '取消') },
      { key: 'export', kind: 'export' },
    ],
    relations: [
      {
        key: 'lines',
        resource: 'cwSubmissionLine',
        foreignKey: 'submissionId',
        titleKey: 'finance.submit.relations.lines',
        columns: ['side', 'chargeCode', 'partyName', 'currency', 'amount', 'localAmount'],
        defaultSort: { field: 'chargeLineId', order: 'asc' },
      },
    ],
    downloads: [
      {
        key: 'cwDocument',
        labelKey: 'finance.submit.download.document',
        href: '/api/finance/chargeSubmint/document',
        params: { id: 'id', documentName: 'documentName' },
      },
    ],
    roles: SUBMIT_ROLES,
  }),
];

/** Submissions of reviewed charge lines to the accounting system (CargoWise), as an outbox. */
export const SUBMIT: AreaPart = {
  resources: [cwSubmissionResource, cwSubmissionLineResource],
  pages: SUBMIT_PAGES,
  catalogs: [submitCatalog],
};
