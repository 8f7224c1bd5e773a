import { z } from 'zod';
import type { AreaPart } from '../../engine/area';
import { definePage, defineResource } from '../../engine/declare';
import type { Labels, PageDef, RelationDef, ResourceDef } from '../../engine/definitions';
import { dictionary } from '../../engine/dictionaries';
import type { RoleCode } from '../../engine/menu';
import { filingsCatalog } from './i18n';
import { AMSISF_ERRORS, hts6, ISF_ELEMENTS, importerNumberKind, ROUTING_ERRORS } from './rules';

export * from './rules';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

/** Customs brokers and administrators keep the ISF and AMS data. */
export const ISF_EDITORS: readonly RoleCode[] = ['admin', 'customs'];
/** Who reads the error lists of their branches: the desk and its managers; never a customer. */
export const FILING_READERS: readonly RoleCode[] = ['admin', 'manager', 'customs', 'ops', 'csr'];

const invalid = { error: 'validation.invalid' };
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const party = z.preprocess(blank, z.string().trim().max(200, { error: 'validation.tooLong' }).nullable()).optional();
const importerNo = z
  .preprocess(
    blank,
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => importerNumberKind(v) !== null, { error: 'customs.filings.errors.importerNo' })
      .nullable(),
  )
  .optional();
const toBool = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);
const received = z.preprocess(toBool, z.boolean(invalid)).optional();
const time = z.preprocess(blank, z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable()).optional();

/** What the ISF form sends: the shipment by number, the twelve elements, the filing times. */
const isfFields = {
  seller: party,
  buyer: party,
  importerNo,
  consigneeNo: importerNo,
  manufacturer: party,
  shipTo: party,
  originCountry: z
    .preprocess(
      blank,
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, { error: 'customs.filings.errors.country' })
        .nullable(),
    )
    .optional(),
  htsCode: z
    .preprocess(
      blank,
      z
        .string()
        .trim()
        .refine((v) => hts6(v) !== null, { error: 'customs.filings.errors.hts6' })
        .transform((v) => hts6(v) as string)
        .nullable(),
    )
    .optional(),
  stuffingLocation: party,
  consolidator: party,
  stowPlanReceived: received,
  stowPlanAt: time,
  statusMessagesReceived: received,
  statusMessagesAt: time,
  isfFiledAt: time,
  amsFiledAt: time,
  amsBillNo: z
    .preprocess(
      blank,
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{4,16}$/, { error: 'customs.filings.errors.amsBillNo' })
        .nullable(),
    )
    .optional(),
};
/** Created by the shipment's number, or under the shipment it is a child list of (its id). */
const isfCreate = z.object({
  shipmentId: z.number(invalid).int().positive().optional(),
  shipmentNo: z.preprocess(blank, z.string().trim().toUpperCase().max(35, invalid).nullable()).optional(),
  ...isfFields,
});
/** The shipment of a filing never changes. */
const isfUpdate = z.object(isfFields).partial();

const text = (name: string, label: Labels, width = 180) => ({
  name,
  type: 'text' as const,
  editable: true,
  maxLength: 200,
  width,
  label,
});

/** The ISF 10+2 and AMS data of one US-bound ocean shipment. */
export const isfFilingResource: ResourceDef = defineResource({
  name: 'isfFiling',
  i18n: 'customs.filings.isf',
  titleField: 'shipmentNo',
  title: L('US filing (ISF and AMS)', '美国申报（ISF 与 AMS）'),
  store: {
    table: 'customs_isf_filings',
    scope: 'branch',
    lookups: { shipmentNo: { table: 'shipments', key: 'id', column: 'shipment_no', from: 'shipmentId' } },
  },
  createSchema: isfCreate,
  updateSchema: isfUpdate,
  fields: [
    { name: 'shipmentId', type: 'number', filter: 'exact', width: 90, label: L('Shipment id', '运单编号') },
    { name: 'branchId', type: 'number', filter: 'exact', width: 90, label: L('Branch', '分公司') },
    {
      name: 'shipmentNo',
      type: 'text',
      editable: true,
      required: true,
      sortable: true,
      filter: 'fuzzy',
      maxLength: 35,
      width: 150,
      label: L('Shipment', '运单号'),
    },
    text('seller', L('Seller', '卖方')),
    text('buyer', L('Buyer', '买方')),
    text('importerNo', L('Importer of record no.', '进口商登记号'), 150),
    text('consigneeNo', L('Consignee no.', '收货人编号'), 150),
    text('manufacturer', L('Manufacturer or supplier', '制造商或供应商')),
    text('shipTo', L('Ship-to party', '收货地址方')),
    {
      name: 'originCountry',
      type: 'enum',
      dict: 'country',
      editable: true,
      filter: 'exact',
      width: 120,
      label: L('Country of origin', '原产国'),
    },
    { ...text('htsCode', L('HTS-6', 'HTS 六位编码'), 100), maxLength: 7 },
    text('stuffingLocation', L('Container stuffing location', '装箱地点')),
    text('consolidator', L('Consolidator (stuffer)', '拼箱人')),
    {
      name: 'stowPlanReceived',
      type: 'boolean',
      editable: true,
      width: 110,
      label: L('Vessel stow plan received', '已收到船舶积载图'),
    },
    {
      name: 'stowPlanAt',
      type: 'datetime',
      editable: true,
      width: 170,
      label: L('Stow plan received at', '积载图接收时间'),
    },
    {
      name: 'statusMessagesReceived',
      type: 'boolean',
      editable: true,
      width: 110,
      label: L('Container status messages received', '已收到集装箱状态信息'),
    },
    {
      name: 'statusMessagesAt',
      type: 'datetime',
      editable: true,
      width: 170,
      label: L('Status messages received at', '状态信息接收时间'),
    },
    {
      name: 'isfFiledAt',
      type: 'datetime',
      editable: true,
      sortable: true,
      width: 170,
      label: L('ISF filed at', 'ISF 申报时间'),
    },
    {
      name: 'amsFiledAt',
      type: 'datetime',
      editable: true,
      sortable: true,
      width: 170,
      label: L('AMS filed at', 'AMS 申报时间'),
    },
    { ...text('amsBillNo', L('AMS bill no.', 'AMS 提单号'), 140), maxLength: 16 },
    { name: 'updatedAt', type: 'datetime', sortable: true, width: 170, label: L('Updated', '更新时间') },
  ],
});

const errorFields = [
  { name: 'shipmentId', type: 'number', filter: 'exact', width: 90, label: L('Shipment id', '运单编号') },
  { name: 'shipmentNo', type: 'text', sortable: true, filter: 'fuzzy', width: 150, label: L('Shipment', '运单号') },
  { name: 'branchId', type: 'number', filter: 'exact', width: 90, label: L('Branch', '分公司') },
  { name: 'mode', type: 'enum', dict: 'shipment_mode', filter: 'exact', width: 80, label: L('Mode', '运输方式') },
  {
    name: 'originPort',
    type: 'port',
    filter: 'exact',
    sortable: true,
    width: 100,
    label: L('Load port', '起运港'),
  },
  {
    name: 'destinationPort',
    type: 'port',
    filter: 'exact',
    sortable: true,
    width: 100,
    label: L('Discharge port', '目的港'),
  },
  { name: 'detail', type: 'text', width: 240, label: L('Detail', '详情') },
] as const;

/** A US-bound shipment with a missing or inconsistent element or a late filing, one row per reason. */
export const amsIsfErrorResource: ResourceDef = defineResource({
  name: 'amsIsfError',
  i18n: 'customs.filings.amsisf',
  titleField: 'shipmentNo',
  title: L('AMS/ISF problem', 'AMS/ISF 问题'),
  store: { table: 'customs_amsisf_errors', scope: 'branch' },
  fields: [
    ...errorFields,
    {
      name: 'reason',
      type: 'enum',
      dict: 'amsisf_error',
      filter: 'exact',
      multiple: true,
      sortable: true,
      width: 220,
      label: L('Problem', '问题'),
      tone: () => 'error',
    },
    {
      name: 'element',
      type: 'enum',
      dict: 'isf_element',
      filter: 'exact',
      width: 200,
      label: L('Element', '申报要素'),
    },
    {
      name: 'loadAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      label: L('Loading at the foreign port', '境外港装船时间'),
    },
    { name: 'isfFiledAt', type: 'datetime', width: 170, label: L('ISF filed at', 'ISF 申报时间') },
    { name: 'amsFiledAt', type: 'datetime', width: 170, label: L('AMS filed at', 'AMS 申报时间') },
  ],
});

/** A shipment whose routing does not hold together, one row per reason. */
export const routingErrorResource: ResourceDef = defineResource({
  name: 'routingErrorRow',
  i18n: 'customs.filings.routing',
  titleField: 'shipmentNo',
  title: L('Routing problem', '路由问题'),
  store: { table: 'customs_routing_errors', scope: 'branch' },
  fields: [
    ...errorFields,
    {
      name: 'reason',
      type: 'enum',
      dict: 'routing_error',
      filter: 'exact',
      multiple: true,
      sortable: true,
      width: 240,
      label: L('Problem', '问题'),
      tone: () => 'error',
    },
    { name: 'etd', type: 'datetime', sortable: true, filter: 'range', width: 170, label: L('ETD', '预计离港') },
    { name: 'eta', type: 'datetime', sortable: true, width: 170, label: L('ETA', '预计到港') },
  ],
});

const ISF_COLUMNS = [
  'seller',
  'buyer',
  'importerNo',
  'consigneeNo',
  'manufacturer',
  'shipTo',
  'originCountry',
  'htsCode',
  'stuffingLocation',
  'consolidator',
  'stowPlanReceived',
  'statusMessagesReceived',
  'isfFiledAt',
  'amsFiledAt',
  'amsBillNo',
] as const;

export const FILING_PAGES: readonly PageDef[] = [
  definePage({
    url: 'amsisfError',
    group: 'dashboards',
    screen: 'list',
    resource: 'amsIsfError',
    title: L('AMS/ISF errors', 'AMS/ISF 错误'),
    columns: [
      'shipmentNo',
      'reason',
      'element',
      'detail',
      'loadAt',
      'isfFiledAt',
      'amsFiledAt',
      'originPort',
      'destinationPort',
      'mode',
    ],
    filters: ['shipmentNo', 'reason', 'element', 'loadAt', 'originPort', 'destinationPort'],
    defaultSort: { field: 'loadAt', order: 'desc' },
    actions: [{ key: 'export', kind: 'export' }],
    roles: FILING_READERS,
  }),
  definePage({
    url: 'routingError',
    group: 'dashboards',
    screen: 'list',
    resource: 'routingErrorRow',
    title: L('Routing errors', '路由错误'),
    columns: ['shipmentNo', 'reason', 'detail', 'originPort', 'destinationPort', 'etd', 'eta', 'mode'],
    filters: ['shipmentNo', 'reason', 'etd', 'originPort', 'destinationPort'],
    defaultSort: { field: 'etd', order: 'desc' },
    actions: [{ key: 'export', kind: 'export' }],
    roles: FILING_READERS,
  }),
];

/**
 * The sea shipment (ops' `shipmentId` page) carries its ISF and AMS data as a child list, where a
 * broker files it: one row per shipment, added and edited by customs and administrators.
 */
export const FILING_RELATIONS_FOR: Readonly<Record<string, readonly RelationDef[]>> = {
  shipmentId: [
    {
      key: 'isfFiling',
      resource: 'isfFiling',
      foreignKey: 'shipmentId',
      titleKey: 'customs.filings.relations.isf',
      columns: [...ISF_COLUMNS],
      actions: [
        {
          key: 'isfCreate',
          kind: 'create',
          labelKey: 'customs.filings.actions.isfCreate',
          label: L('Add ISF and AMS data', '添加 ISF 与 AMS 数据'),
          permission: 'shipmentId:isfCreate',
          roles: ISF_EDITORS,
        },
        {
          key: 'isfEdit',
          kind: 'edit',
          labelKey: 'customs.filings.actions.isfEdit',
          label: L('Edit ISF and AMS data', '编辑 ISF 与 AMS 数据'),
          permission: 'shipmentId:isfEdit',
          roles: ISF_EDITORS,
        },
      ],
    },
  ],
};

/** US filings: ISF 10+2 and AMS per US-bound ocean shipment, and the AMS/ISF and routing error lists. */
export const FILINGS: AreaPart = {
  resources: [isfFilingResource, amsIsfErrorResource, routingErrorResource],
  pages: FILING_PAGES,
  relationsFor: FILING_RELATIONS_FOR,
  catalogs: [filingsCatalog],
  dictionaries: {
    isf_element: dictionary(ISF_ELEMENTS, {
      en_us: {
        name: 'ISF element',
        values: {
          seller: 'Seller',
          buyer: 'Buyer',
          importer_no: 'Importer of record number',
          consignee_no: 'Consignee number',
          manufacturer: 'Manufacturer or supplier',
          ship_to: 'Ship-to party',
          origin_country: 'Country of origin',
          hts_code: 'HTS-6',
          stuffing_location: 'Container stuffing location',
          consolidator: 'Consolidator',
          stow_plan: 'Vessel stow plan (carrier)',
          status_messages: 'Container status messages (carrier)',
          ams_bill_no: 'AMS bill number',
        },
      },
      zh_cn: {
        name: 'ISF 申报要素',
        values: {
          seller: '卖方',
          buyer: '买方',
          importer_no: '进口商登记号',
          consignee_no: '收货人编号',
          manufacturer: '制造商或供应商',
          ship_to: '收货地址方',
          origin_country: '原产国',
          hts_code: 'HTS 六位编码',
          stuffing_location: '装箱地点',
          consolidator: '拼箱人',
          stow_plan: '船舶积载图（承运人）',
          status_messages: '集装箱状态信息（承运人）',
          ams_bill_no: 'AMS 提单号',
        },
      },
    }),
    amsisf_error: dictionary(AMSISF_ERRORS, {
      en_us: {
        name: 'AMS/ISF problem',
        values: {
          no_filing: 'No ISF data for this US-bound shipment',
          missing: 'Element missing',
          hts_mismatch: "HTS-6 does not match the shipment's HS code",
          isf_not_filed: 'ISF not filed',
          isf_late: 'ISF filed less than 24 hours before loading',
          ams_not_filed: 'AMS not filed',
          ams_late: 'AMS filed less than 24 hours before loading',
        },
      },
      zh_cn: {
        name: 'AMS/ISF 问题',
        values: {
          no_filing: '该美国航线运单没有 ISF 数据',
          missing: '缺少申报要素',
          hts_mismatch: 'HTS 六位编码与运单 HS 编码不一致',
          isf_not_filed: 'ISF 尚未申报',
          isf_late: 'ISF 申报晚于装船前 24 小时',
          ams_not_filed: 'AMS 尚未申报',
          ams_late: 'AMS 申报晚于装船前 24 小时',
        },
      },
    }),
    routing_error: dictionary(ROUTING_ERRORS, {
      en_us: {
        name: 'Routing problem',
        values: {
          leg_break: 'A leg does not start where the previous leg ends',
          ports_mismatch: "The shipment's load or discharge port is not its main carriage's",
          leg_dates: 'A leg departs after it arrives (ETD after ETA)',
          dates: 'ETD after ETA',
          unknown_port: 'Port code not in the ports table',
        },
      },
      zh_cn: {
        name: '路由问题',
        values: {
          leg_break: '某航段的起点不是上一航段的终点',
          ports_mismatch: '运单的起运港或目的港与主运输航段不一致',
          leg_dates: '某航段预计离港晚于预计到达',
          dates: '预计离港晚于预计到港',
          unknown_port: '港口代码不在港口表中',
        },
      },
    }),
  },
};
