import { defineResource } from '../../engine/declare';
import type { ResourceDef } from '../../engine/definitions';
import {
  branchField,
  carrierFields,
  companyFields,
  currencyField,
  L,
  portField,
  remarksField,
  updatedAtField,
  validityFields,
} from './fields';
import { commitmentTone } from './rules';
import {
  ltaCreateSchema,
  ltaLaneCreateSchema,
  ltaLaneUpdateSchema,
  ltaNacCreateSchema,
  ltaNacUpdateSchema,
  ltaUpdateSchema,
  nraCreateSchema,
  nraLineCreateSchema,
  nraLineUpdateSchema,
  nraUpdateSchema,
} from './schemas';

/**
 * Agreements with customers: long-term agreements (a TEU commitment on lanes with one carrier,
 * against which confirmed bookings count), the named accounts that ship under them, and the NVOCC
 * negotiated rate arrangements of US trades. Each belongs to the branch serving its customer.
 */

const ltaNoField = {
  name: 'ltaNo',
  type: 'text',
  sortable: true,
  filter: 'exact',
  width: 130,
  label: L('LTA no.', '长约编号'),
} as const;

export const ltaResource: ResourceDef = defineResource({
  name: 'lta',
  i18n: 'pricing.rates.lta',
  titleField: 'ltaNo',
  title: L('Long-term agreement', '长期协议'),
  fields: [
    ltaNoField,
    ...companyFields(true),
    ...carrierFields(true),
    { name: 'lanes', type: 'text', filter: 'fuzzy', width: 220, label: L('Lanes', '航线') },
    {
      name: 'period',
      type: 'enum',
      dict: 'lta_period',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 110,
      label: L('Commitment period', '承诺周期'),
    },
    {
      name: 'committedTeu',
      type: 'number',
      sortable: true,
      filter: 'range',
      required: true,
      editable: true,
      width: 130,
      label: L('Committed TEU per period', '每期承诺 TEU'),
    },
    {
      name: 'termCommitment',
      type: 'number',
      sortable: true,
      width: 130,
      label: L('Committed TEU, whole term', '协议期承诺 TEU'),
    },
    {
      name: 'usedTeu',
      type: 'number',
      sortable: true,
      filter: 'range',
      width: 110,
      label: L('Used TEU', '已用 TEU'),
      tone: (row) => commitmentTone(Number(row.usedTeu ?? 0), Number(row.termCommitment ?? 0)),
    },
    ...validityFields('validFrom', 'validUntil', true),
    branchField,
    remarksField(),
    updatedAtField,
  ],
  createSchema: ltaCreateSchema,
  updateSchema: ltaUpdateSchema,
});

export const ltaLaneResource: ResourceDef = defineResource({
  name: 'ltaLane',
  i18n: 'pricing.rates.ltaLane',
  titleField: 'pol',
  title: L('Agreement lane', '协议航线'),
  fields: [
    { name: 'ltaId', type: 'number', filter: 'exact', editable: true, label: L('LTA', '长约') },
    portField('pol', L('Port of loading', '起运港'), { required: true, editable: true }),
    portField('pod', L('Port of discharge', '目的港'), { required: true, editable: true }),
    {
      name: 'usedTeu',
      type: 'number',
      width: 110,
      label: L('Used TEU', '已用 TEU'),
    },
    updatedAtField,
  ],
  createSchema: ltaLaneCreateSchema,
  updateSchema: ltaLaneUpdateSchema,
});

/** A named account customer (NAC): a company that ships under another customer's agreement. */
export const ltaNacResource: ResourceDef = defineResource({
  name: 'ltaNac',
  i18n: 'pricing.rates.nac',
  titleField: 'companyName',
  title: L('Named account', '指定客户'),
  fields: [
    { name: 'ltaId', type: 'number', filter: 'exact', label: L('LTA', '长约') },
    { ...ltaNoField, editable: true, maxLength: 20 },
    ...companyFields(true, L('Named account', '指定客户')),
    { name: 'ltaCompanyName', type: 'text', filter: 'fuzzy', width: 220, label: L('Agreement holder', '协议客户') },
    { name: 'carrierCode', type: 'text', sortable: true, filter: 'exact', width: 100, label: L('Carrier', '承运人') },
    ...validityFields('validFrom', 'validUntil', false),
    branchField,
    remarksField(),
    updatedAtField,
  ],
  createSchema: ltaNacCreateSchema,
  updateSchema: ltaNacUpdateSchema,
});

export const nraResource: ResourceDef = defineResource({
  name: 'nra',
  i18n: 'pricing.rates.nra',
  titleField: 'nraNo',
  title: L('Negotiated rate arrangement', '协商运价协议'),
  fields: [
    { name: 'nraNo', type: 'text', sortable: true, filter: 'exact', width: 130, label: L('NRA no.', 'NRA 编号') },
    {
      name: 'amendmentNo',
      type: 'number',
      sortable: true,
      width: 100,
      label: L('Amendment', '修订版本'),
    },
    ...companyFields(true, L('Shipper', '托运人')),
    ...carrierFields(true),
    { name: 'lanes', type: 'text', filter: 'fuzzy', width: 220, label: L('Lanes', '航线') },
    ...validityFields('effectiveDate', 'expiryDate', true).map((f) =>
      f.name === 'effectiveDate'
        ? { ...f, label: L('Effective date', '生效日期') }
        : { ...f, label: L('Expiry date', '到期日期') },
    ),
    {
      name: 'status',
      type: 'enum',
      dict: 'nra_status',
      sortable: true,
      filter: 'exact',
      width: 150,
      label: L('Status', '状态'),
    },
    { name: 'acceptedByName', type: 'text', width: 130, label: L('Accepted by', '确认人') },
    {
      name: 'acceptedAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      label: L('Accepted at', '确认时间'),
    },
    {
      name: 'terms',
      type: 'text',
      editable: true,
      maxLength: 500,
      width: 260,
      label: L('Terms and conditions', '条款'),
    },
    branchField,
    updatedAtField,
  ],
  createSchema: nraCreateSchema,
  updateSchema: nraUpdateSchema,
  transitions: {
    accept: { field: 'status', from: ['draft'], to: 'agreed' },
    amend: { field: 'status', from: ['agreed'], to: 'amending' },
  },
});

export const nraLineResource: ResourceDef = defineResource({
  name: 'nraLine',
  i18n: 'pricing.rates.nraLine',
  titleField: 'pol',
  title: L('NRA rate', 'NRA 运价'),
  fields: [
    { name: 'nraId', type: 'number', filter: 'exact', editable: true, label: L('NRA', 'NRA') },
    portField('pol', L('Port of loading', '起运港'), { required: true, editable: true }),
    portField('pod', L('Port of discharge', '目的港'), { required: true, editable: true }),
    {
      name: 'equipment',
      type: 'enum',
      dict: 'rate_equipment',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 120,
      label: L('Equipment', '箱型'),
    },
    {
      name: 'commodity',
      type: 'text',
      editable: true,
      maxLength: 100,
      width: 180,
      label: L('Commodity', '品名'),
    },
    {
      name: 'rate',
      type: 'money',
      currencyField: 'currency',
      required: true,
      editable: true,
      width: 120,
      label: L('Rate', '运价'),
    },
    currencyField(true),
    updatedAtField,
  ],
  createSchema: nraLineCreateSchema,
  updateSchema: nraLineUpdateSchema,
});
