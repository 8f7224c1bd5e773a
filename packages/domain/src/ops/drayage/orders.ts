import { z } from 'zod';
import { ID_MAX } from '../../common/constants';
import { defineResource, type FieldInput } from '../../engine/declare';
import type { ResourceDef } from '../../engine/definitions';
import { isValidContainerNumber } from '../../reference/container-number';
import { ISA_CHANGE_REASONS } from '../../shipments';
import { BORDER_CROSSINGS } from './dictionaries';
import {
  APPOINTMENT_KINDS,
  CHARGE_CODES,
  COST_CURRENCIES,
  CROSS_BORDER_CURRENCIES,
  formatPedimento,
  MONEY_RE,
  parsePedimento,
} from './rules';

/**
 * Drayage orders (route drayage), the same orders over the border into Mexico (drayageOtrMex),
 * their appointments and their cost lines (drayageCost). The schemas check each field and are
 * shared with the forms; the rules between records (the container in the user's branches, the
 * reason of a changed appointment, the order's totals) run on the server.
 */

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
const toInt = (v: unknown) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v);
const toBool = (v: unknown) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v);

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, { error: 'validation.tooLong' }).nullable()).optional();
const id = z.preprocess(toInt, z.number({ error: 'validation.required' }).int().positive().max(ID_MAX));
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'validation.invalid' });
const optionalOneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, oneOf(values).nullable()).optional();
const dateTime = z.iso.datetime({ offset: true, error: 'validation.invalid' });

const containerNo = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .refine(isValidContainerNumber, { error: 'validation.containerNumber' });
const port = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, { error: 'validation.invalid' });

/** A pedimento written with or without its spaces, stored as printed ('26 24 3912 6001234'). */
export const pedimentoSchema = z
  .preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .transform((v, ctx) => {
        const parsed = parsePedimento(v);
        if (parsed) return formatPedimento(parsed);
        ctx.addIssue({ code: 'custom', message: 'ops.drayage.pedimentoFormat' });
        return z.NEVER;
      })
      .nullable(),
  )
  .optional();

const orderShape = {
  port,
  pickupPlace: requiredText(100),
  deliveryPlace: requiredText(200),
  returnPlace: optionalText(100),
  trucker: requiredText(100),
  notes: optionalText(200),
};
const crossBorderShape = {
  mxTrucker: requiredText(100),
  borderCrossing: oneOf(BORDER_CROSSINGS),
  usBroker: requiredText(100),
  mxBroker: requiredText(100),
  transload: z.preprocess(toBool, z.boolean({ error: 'validation.invalid' })).default(false),
  transloadPlace: optionalText(100),
  pedimento: pedimentoSchema,
  currency: oneOf(CROSS_BORDER_CURRENCIES),
};

// The edit form shows the container too; the server refuses another one (the order is for its box).
export const orderCreateSchema = z.object({ containerNo, ...orderShape });
export const orderUpdateSchema = z.object({ containerNo, ...orderShape }).partial();
export const crossBorderCreateSchema = z.object({ containerNo, ...orderShape, ...crossBorderShape });
export const crossBorderUpdateSchema = z
  .object({ containerNo, ...orderShape, ...crossBorderShape, transload: crossBorderShape.transload.unwrap() })
  .partial();

const appointmentShape = {
  orderId: id,
  kind: oneOf(APPOINTMENT_KINDS),
  windowFrom: dateTime,
  windowTo: dateTime,
  reason: optionalOneOf(ISA_CHANGE_REASONS),
  note: optionalText(200),
};
/** A window ends after it starts; the reason is decided with the order's earlier appointments (server). */
export const appointmentCreateSchema = z
  .object(appointmentShape)
  .refine((v) => new Date(v.windowTo).getTime() > new Date(v.windowFrom).getTime(), {
    path: ['windowTo'],
    message: 'ops.drayage.windowOrder',
  });

const amount = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(/,/g, '') : v),
  z
    .string({ error: 'validation.required' })
    .regex(MONEY_RE, { error: 'validation.number' })
    .refine((v) => Number(v) > 0, { error: 'ops.drayage.amountPositive' }),
);
const costShape = {
  orderId: id,
  charge: oneOf(CHARGE_CODES),
  currency: oneOf(COST_CURRENCIES),
  amount,
  note: optionalText(200),
};
export const costCreateSchema = z.object(costShape);
export const costUpdateSchema = z.object(costShape).omit({ orderId: true }).partial();

/** The fields of every order, on both order pages. */
const ORDER_FIELDS: readonly FieldInput[] = [
  {
    name: 'orderNo',
    type: 'text',
    sortable: true,
    filter: 'fuzzy',
    width: 130,
    label: { en_us: 'Order no.', zh_cn: '拖车单号' },
  },
  {
    name: 'containerNo',
    type: 'container',
    sortable: true,
    filter: 'fuzzy',
    required: true,
    editable: true,
    width: 130,
    label: { en_us: 'Container no.', zh_cn: '柜号' },
  },
  {
    name: 'shipmentNo',
    type: 'text',
    sortable: true,
    filter: 'exact',
    width: 130,
    label: { en_us: 'Shipment no.', zh_cn: '运单号' },
  },
  {
    name: 'companyName',
    type: 'text',
    filter: 'fuzzy',
    width: 200,
    label: { en_us: 'Customer', zh_cn: '客户' },
  },
  {
    name: 'branchId',
    type: 'enum',
    dict: 'branch_office',
    sortable: true,
    filter: 'exact',
    width: 120,
    label: { en_us: 'Branch office', zh_cn: '分公司' },
  },
  {
    name: 'status',
    type: 'enum',
    dict: 'drayage_status',
    sortable: true,
    filter: 'exact',
    multiple: true,
    width: 120,
    label: { en_us: 'Status', zh_cn: '状态' },
  },
  {
    name: 'port',
    type: 'port',
    sortable: true,
    filter: 'exact',
    required: true,
    editable: true,
    width: 150,
    label: { en_us: 'Terminal port', zh_cn: '码头港口' },
  },
  {
    name: 'pickupPlace',
    type: 'text',
    filter: 'fuzzy',
    required: true,
    editable: true,
    maxLength: 100,
    width: 200,
    label: { en_us: 'Pickup at', zh_cn: '提柜地点' },
  },
  {
    name: 'deliveryPlace',
    type: 'text',
    filter: 'fuzzy',
    required: true,
    editable: true,
    maxLength: 200,
    width: 240,
    label: { en_us: 'Deliver to', zh_cn: '送货地址' },
  },
  {
    name: 'returnPlace',
    type: 'text',
    editable: true,
    maxLength: 100,
    width: 200,
    label: { en_us: 'Empty return depot', zh_cn: '还空柜堆场' },
  },
  {
    name: 'trucker',
    type: 'text',
    sortable: true,
    filter: 'fuzzy',
    required: true,
    editable: true,
    maxLength: 100,
    width: 180,
    label: { en_us: 'Trucker', zh_cn: '拖车行' },
  },
  {
    name: 'pickupFrom',
    type: 'datetime',
    width: 170,
    place: { port: 'port' },
    label: { en_us: 'Pickup appointment', zh_cn: '提柜预约' },
  },
  {
    name: 'deliveryFrom',
    type: 'datetime',
    width: 170,
    place: { port: 'port' },
    label: { en_us: 'Delivery appointment', zh_cn: '送货预约' },
  },
  {
    name: 'costTotal',
    type: 'text',
    width: 200,
    label: { en_us: 'Cost total', zh_cn: '费用合计' },
  },
  {
    name: 'crossBorder',
    type: 'boolean',
    sortable: true,
    filter: 'exact',
    width: 110,
    label: { en_us: 'Into Mexico', zh_cn: '墨西哥跨境' },
  },
  {
    name: 'notes',
    type: 'text',
    editable: true,
    maxLength: 200,
    width: 220,
    label: { en_us: 'Notes', zh_cn: '备注' },
  },
  // Set by the server from the container named: the record's links to the shipments core.
  { name: 'containerId', type: 'number', width: 100, label: { en_us: 'Container id', zh_cn: '集装箱编号' } },
  { name: 'shipmentId', type: 'number', width: 100, label: { en_us: 'Shipment id', zh_cn: '运单编号' } },
  { name: 'companyId', type: 'number', width: 100, label: { en_us: 'Customer id', zh_cn: '客户编号' } },
  {
    name: 'updatedAt',
    type: 'datetime',
    sortable: true,
    filter: 'range',
    width: 170,
    label: { en_us: 'Updated', zh_cn: '更新时间' },
  },
];

/** An order's status moves with its appointments; only a cancellation is its own step. */
const ORDER_TRANSITIONS = {
  cancel: { field: 'status', from: ['open', 'scheduled'], to: 'cancelled' },
} as const;

export const drayageOrderResource: ResourceDef = defineResource({
  name: 'drayageOrder',
  i18n: 'ops.drayage.order',
  titleField: 'orderNo',
  title: { en_us: 'Drayage order', zh_cn: '拖车单' },
  fields: ORDER_FIELDS,
  createSchema: orderCreateSchema,
  updateSchema: orderUpdateSchema,
  transitions: ORDER_TRANSITIONS,
});

/** The cross-border order: the same order with its Mexican leg, border crossing, brokers and entry. */
export const drayageOtrMexResource: ResourceDef = defineResource({
  name: 'drayageOtrMex',
  i18n: 'ops.drayage.otr',
  titleField: 'orderNo',
  title: { en_us: 'Cross-border order', zh_cn: '跨境拖车单' },
  fields: [
    // The order's trucker drives the US leg, up to the border.
    ...ORDER_FIELDS.map(
      (f): FieldInput =>
        f.name === 'trucker' ? { ...f, label: { en_us: 'US leg trucker', zh_cn: '美国段拖车行' } } : f,
    ),
    {
      name: 'mxTrucker',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      required: true,
      editable: true,
      maxLength: 100,
      width: 180,
      label: { en_us: 'Mexico leg carrier', zh_cn: '墨西哥段承运人' },
    },
    {
      name: 'borderCrossing',
      type: 'enum',
      dict: 'drayage_border_crossing',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 190,
      label: { en_us: 'Border crossing', zh_cn: '过境口岸' },
    },
    {
      name: 'usBroker',
      type: 'text',
      filter: 'fuzzy',
      required: true,
      editable: true,
      maxLength: 100,
      width: 180,
      label: { en_us: 'US customs broker', zh_cn: '美方报关行' },
    },
    {
      name: 'mxBroker',
      type: 'text',
      filter: 'fuzzy',
      required: true,
      editable: true,
      maxLength: 100,
      width: 180,
      label: { en_us: 'Mexican customs broker (agente aduanal)', zh_cn: '墨方报关行' },
    },
    {
      name: 'transload',
      type: 'boolean',
      sortable: true,
      filter: 'exact',
      editable: true,
      width: 100,
      label: { en_us: 'Transload at border', zh_cn: '边境换装' },
    },
    {
      name: 'transloadPlace',
      type: 'text',
      editable: true,
      maxLength: 100,
      width: 200,
      label: { en_us: 'Transload yard', zh_cn: '换装场站' },
    },
    {
      name: 'pedimento',
      type: 'text',
      filter: 'exact',
      editable: true,
      maxLength: 20,
      width: 170,
      label: { en_us: 'Pedimento no.', zh_cn: '墨西哥报关单号' },
    },
    {
      name: 'currency',
      type: 'enum',
      dict: 'drayage_mx_currency',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 100,
      label: { en_us: 'Billing currency', zh_cn: '结算币种' },
    },
  ],
  createSchema: crossBorderCreateSchema,
  updateSchema: crossBorderUpdateSchema,
  transitions: ORDER_TRANSITIONS,
});

export const drayageAppointmentResource: ResourceDef = defineResource({
  name: 'drayageAppointment',
  i18n: 'ops.drayage.appointment',
  titleField: 'kind',
  title: { en_us: 'Appointment', zh_cn: '预约' },
  fields: [
    { name: 'orderId', type: 'number', filter: 'exact', label: { en_us: 'Order', zh_cn: '拖车单' } },
    {
      name: 'kind',
      type: 'enum',
      dict: 'drayage_appointment_kind',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 120,
      label: { en_us: 'Appointment', zh_cn: '预约类型' },
    },
    {
      name: 'windowFrom',
      type: 'datetime',
      sortable: true,
      required: true,
      editable: true,
      width: 170,
      label: { en_us: 'Window from', zh_cn: '时间窗开始' },
    },
    {
      name: 'windowTo',
      type: 'datetime',
      sortable: true,
      required: true,
      editable: true,
      width: 170,
      label: { en_us: 'Window to', zh_cn: '时间窗结束' },
    },
    {
      name: 'reason',
      type: 'enum',
      dict: 'isa_change_reason',
      sortable: true,
      filter: 'exact',
      editable: true,
      width: 160,
      label: { en_us: 'ISA change reason', zh_cn: 'ISA 变更原因' },
    },
    {
      name: 'status',
      type: 'enum',
      dict: 'drayage_appointment_status',
      sortable: true,
      filter: 'exact',
      width: 110,
      label: { en_us: 'Status', zh_cn: '状态' },
    },
    {
      name: 'completedAt',
      type: 'datetime',
      sortable: true,
      width: 170,
      label: { en_us: 'Completed', zh_cn: '完成时间' },
    },
    {
      name: 'note',
      type: 'text',
      editable: true,
      maxLength: 200,
      width: 220,
      label: { en_us: 'Note', zh_cn: '备注' },
    },
    {
      name: 'createdAt',
      type: 'datetime',
      sortable: true,
      width: 170,
      label: { en_us: 'Booked', zh_cn: '预约时间' },
    },
  ],
  createSchema: appointmentCreateSchema,
  // Completing writes the tracking event; a changed window is a new appointment, so none is edited.
  transitions: { complete: { field: 'status', from: ['booked'], to: 'completed' } },
});

export const drayageCostResource: ResourceDef = defineResource({
  name: 'drayageCost',
  i18n: 'ops.drayage.cost',
  titleField: 'charge',
  title: { en_us: 'Drayage cost', zh_cn: '拖车费用' },
  fields: [
    { name: 'orderId', type: 'number', filter: 'exact', label: { en_us: 'Order', zh_cn: '拖车单' } },
    {
      name: 'orderNo',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      width: 130,
      label: { en_us: 'Order no.', zh_cn: '拖车单号' },
    },
    {
      name: 'containerNo',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      width: 130,
      label: { en_us: 'Container no.', zh_cn: '柜号' },
    },
    {
      name: 'trucker',
      type: 'text',
      filter: 'fuzzy',
      width: 180,
      label: { en_us: 'Trucker', zh_cn: '拖车行' },
    },
    {
      name: 'charge',
      type: 'enum',
      dict: 'drayage_charge',
      sortable: true,
      filter: 'exact',
      multiple: true,
      required: true,
      editable: true,
      width: 150,
      label: { en_us: 'Charge', zh_cn: '费用项目' },
    },
    {
      name: 'currency',
      type: 'enum',
      dict: 'drayage_currency',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 100,
      label: { en_us: 'Currency', zh_cn: '币种' },
    },
    {
      name: 'amount',
      type: 'money',
      currencyField: 'currency',
      sortable: true,
      filter: 'range',
      required: true,
      editable: true,
      width: 130,
      label: { en_us: 'Amount', zh_cn: '金额' },
    },
    {
      name: 'orderTotal',
      type: 'text',
      width: 220,
      label: { en_us: 'Order total', zh_cn: '整单合计' },
    },
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      sortable: true,
      filter: 'exact',
      width: 120,
      label: { en_us: 'Branch office', zh_cn: '分公司' },
    },
    {
      name: 'note',
      type: 'text',
      editable: true,
      maxLength: 200,
      width: 220,
      label: { en_us: 'Note', zh_cn: '备注' },
    },
    {
      name: 'updatedAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      label: { en_us: 'Updated', zh_cn: '更新时间' },
    },
  ],
  createSchema: costCreateSchema,
  updateSchema: costUpdateSchema,
});
