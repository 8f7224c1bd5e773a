import { z } from 'zod';
import { definePage, defineResource } from '../../engine/declare';
import type { Labels, PageDef, ResourceDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

/**
 * The sales queue (route quoteRequests): quotation requests from the public site's form and from
 * customers who turned an instant answer into a request, each new until sales drafts a
 * quotation from it (quoted) or declines it with a reason (declined). Rows belong to the office
 * that answers them.
 */
export const quoteRequestResource: ResourceDef = defineResource({
  name: 'quoteRequest',
  i18n: 'pricing.instant.request',
  titleField: 'reference',
  title: L('Quote request', '询价申请'),
  // Nothing is edited through the generic form: a request is answered on the queue's own calls.
  updateSchema: z.object({}),
  store: {
    table: 'pricing_quote_requests',
    scope: 'branch',
    lookups: {
      reference: { table: 'inquiries', key: 'id', column: 'reference', from: 'inquiryId' },
      senderName: { table: 'inquiries', key: 'id', column: 'sender_name', from: 'inquiryId' },
      senderEmail: { table: 'inquiries', key: 'id', column: 'email', from: 'inquiryId' },
      senderCompany: { table: 'inquiries', key: 'id', column: 'company', from: 'inquiryId' },
      companyName: { table: 'companies', key: 'id', column: 'name', from: 'companyId' },
      tariffNo: { table: 'pricing_tariffs', key: 'id', column: 'tariff_no', from: 'tariffId' },
      quotationNo: { table: 'pricing_quotations', key: 'id', column: 'quotation_no', from: 'quotationId' },
      handledByName: { table: 'users', key: 'id', column: 'display_name', from: 'handledBy' },
    },
  },
  fields: [
    { name: 'inquiryId', type: 'number', width: 90, label: L('Request id', '申请编号') },
    {
      name: 'reference',
      type: 'text',
      sortable: true,
      filter: 'exact',
      width: 140,
      label: L('Reference', '申请编号'),
    },
    {
      name: 'state',
      type: 'enum',
      dict: 'quote_request_state',
      sortable: true,
      filter: 'exact',
      width: 110,
      label: L('State', '状态'),
    },
    {
      name: 'source',
      type: 'enum',
      dict: 'quote_request_source',
      filter: 'exact',
      width: 130,
      label: L('Sent from', '来源'),
    },
    { name: 'senderName', type: 'text', filter: 'fuzzy', width: 150, label: L('Contact', '联系人') },
    { name: 'senderCompany', type: 'text', filter: 'fuzzy', width: 200, label: L('Company as given', '填写的公司') },
    { name: 'senderEmail', type: 'text', width: 200, label: L('E-mail', '邮箱') },
    { name: 'companyId', type: 'party', filter: 'exact', width: 200, label: L('Customer', '客户') },
    { name: 'companyName', type: 'text', sortable: true, width: 200, label: L('Customer', '客户') },
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      sortable: true,
      filter: 'exact',
      width: 120,
      label: L('Answering office', '受理分公司'),
    },
    { name: 'pol', type: 'port', sortable: true, filter: 'exact', width: 150, label: L('Port of loading', '起运港') },
    { name: 'pod', type: 'port', sortable: true, filter: 'exact', width: 150, label: L('Port of discharge', '目的港') },
    {
      name: 'equipment',
      type: 'enum',
      dict: 'instant_equipment',
      filter: 'exact',
      width: 110,
      label: L('Equipment', '箱型'),
    },
    { name: 'containers', type: 'number', width: 90, label: L('Containers', '箱量') },
    { name: 'weightKg', type: 'number', width: 110, label: L('Weight (kg)', '重量（公斤）') },
    { name: 'volumeCbm', type: 'number', width: 110, label: L('Volume (CBM)', '体积（立方米）') },
    {
      name: 'cargoReadyDate',
      type: 'date',
      sortable: true,
      filter: 'range',
      width: 120,
      label: L('Cargo ready', '货好日期'),
    },
    { name: 'tariffId', type: 'number', width: 90, label: L('Chosen rate id', '所选运价编号') },
    { name: 'tariffNo', type: 'text', filter: 'exact', width: 130, label: L('Chosen rate', '所选运价') },
    { name: 'quotationId', type: 'number', width: 90, label: L('Quotation id', '报价编号') },
    { name: 'quotationNo', type: 'text', filter: 'exact', width: 140, label: L('Draft quotation', '报价草稿') },
    { name: 'declineReason', type: 'text', width: 240, label: L('Reason declined', '拒绝原因') },
    { name: 'handledBy', type: 'number', width: 90, label: L('Handled by (id)', '处理人编号') },
    { name: 'handledByName', type: 'text', width: 140, label: L('Handled by', '处理人') },
    { name: 'handledAt', type: 'datetime', sortable: true, width: 170, label: L('Handled', '处理时间') },
    {
      name: 'createdAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      label: L('Received', '收到时间'),
    },
  ],
});

/** Sales answers the requests; pricing and managers look over their shoulder. */
export const QUOTE_DESK: readonly RoleCode[] = ['admin', 'manager', 'sales', 'pricing'];

export const QUOTE_REQUEST_PAGES: readonly PageDef[] = [
  definePage({
    url: 'quoteRequests',
    group: 'crm',
    screen: 'custom',
    resource: 'quoteRequest',
    title: L('Quote requests', '询价申请'),
    columns: [
      'reference',
      'state',
      'source',
      'senderName',
      'senderCompany',
      'companyName',
      'pol',
      'pod',
      'equipment',
      'containers',
      'cargoReadyDate',
      'tariffNo',
      'quotationNo',
      'createdAt',
    ],
    filters: ['reference', 'state', 'source', 'senderCompany', 'branchId', 'pol', 'pod', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    actions: [
      // Drafting a quotation or declining a request: the queue's own calls, not the generic form.
      { key: 'edit', kind: 'edit', label: L('Answer requests', '处理询价') },
      { key: 'export', kind: 'export' },
    ],
    roles: QUOTE_DESK,
  }),
];
