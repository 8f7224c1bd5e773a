import { z } from 'zod';
import { ID_MAX } from '../../common/constants';
import { decimal, fixed, isDecimal, percentOf } from '../../common/money';
import { defineResource } from '../../engine/declare';
import type { Labels, ResourceDef } from '../../engine/definitions';
import { RATE_EQUIPMENT } from '../common/charges';
import { TARIFF_MODES } from './dictionaries';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
const toInt = (v: unknown) => (typeof v === 'string' && /^-?\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v);

const settingShape = {
  branchId: z.preprocess(toInt, z.number({ error: 'validation.required' }).int().positive().max(ID_MAX)),
  defaultCurrency: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'pricing.tariffs.errors.currencyFormat' }),
  validityDays: z.preprocess(
    toInt,
    z
      .number({ error: 'validation.number' })
      .int()
      .min(1, { error: 'validation.invalid' })
      .max(366, { error: 'validation.invalid' }),
  ),
  remarks: z.preprocess(blankToNull, z.string().trim().max(200, { error: 'validation.tooLong' }).nullable()).optional(),
};

/**
 * Each branch office's pricing settings (route tariffSetting): the currency and validity a new
 * tariff starts with, and per mode and equipment the markup a sell tariff adds to a cost tariff.
 */
export const tariffSettingResource: ResourceDef = defineResource({
  name: 'tariffSetting',
  i18n: 'pricing.tariffs.setting',
  titleField: 'branchId',
  title: L('Pricing settings', '定价设置'),
  store: { table: 'pricing_tariff_settings', scope: 'branch' },
  createSchema: z.object(settingShape),
  updateSchema: z.object(settingShape).partial(),
  fields: [
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 160,
      label: L('Branch office', '分公司'),
    },
    {
      name: 'defaultCurrency',
      type: 'text',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      maxLength: 3,
      width: 110,
      label: L('Default currency', '默认币种'),
    },
    {
      name: 'validityDays',
      type: 'number',
      sortable: true,
      required: true,
      editable: true,
      width: 130,
      label: L('Validity (days)', '默认有效天数'),
    },
    { name: 'remarks', type: 'text', editable: true, maxLength: 200, width: 240, label: L('Remarks', '备注') },
    {
      name: 'updatedAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      label: L('Last updated', '最后更新'),
    },
  ],
});

const money = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .refine((v) => isDecimal(v) && decimal(v).gte(0), { error: 'validation.number' })
    .nullable(),
);
const markupShape = {
  /** The settings the markup belongs to: set from the parent record, never typed. */
  settingId: z.preprocess(toInt, z.number({ error: 'validation.required' }).int().positive().max(ID_MAX)),
  mode: z.enum(TARIFF_MODES, { error: 'validation.invalid' }),
  equipment: z.enum(RATE_EQUIPMENT, { error: 'validation.invalid' }),
  markupAmount: money.optional(),
  markupPercent: money.optional(),
};

/** SPEC §5, amount or percentage: exactly one of them, the error on the amount. */
export const markupIssue = (amount: unknown, percent: unknown): string | null => {
  const filled = [amount, percent].filter((v) => v !== undefined && v !== null && v !== '').length;
  return filled === 1 ? null : 'pricing.tariffs.errors.amountOrPercent';
};

const markupCreateSchema = z.object(markupShape).superRefine((v, ctx) => {
  const issue = markupIssue(v.markupAmount, v.markupPercent);
  if (issue) ctx.addIssue({ code: 'custom', path: ['markupAmount'], message: issue });
});

/** A branch's sell markup for one mode and equipment: an amount per unit or a percentage of cost. */
export const tariffMarkupResource: ResourceDef = defineResource({
  name: 'tariffMarkup',
  i18n: 'pricing.tariffs.markup',
  titleField: 'equipment',
  title: L('Sell markup', '卖价加价'),
  store: { table: 'pricing_tariff_markups', scope: 'none' },
  createSchema: markupCreateSchema,
  updateSchema: z.object(markupShape).partial(),
  fields: [
    { name: 'settingId', type: 'number', filter: 'exact', editable: true, label: L('Settings', '设置') },
    {
      name: 'mode',
      type: 'enum',
      dict: 'tariff_mode',
      sortable: true,
      required: true,
      editable: true,
      width: 90,
      label: L('Mode', '运输方式'),
    },
    {
      name: 'equipment',
      type: 'enum',
      dict: 'rate_equipment',
      sortable: true,
      required: true,
      editable: true,
      width: 140,
      label: L('Equipment / weight break', '箱型／重量段'),
    },
    {
      name: 'markupAmount',
      type: 'money',
      editable: true,
      width: 140,
      label: L('Markup amount per unit', '每单位加价金额'),
    },
    {
      name: 'markupPercent',
      type: 'money',
      editable: true,
      width: 130,
      label: L('Markup %', '加价百分比'),
    },
  ],
});

/** A markup as the desk applies it: an amount added to each line charged per unit, or a percentage. */
export type Markup = { markupAmount: string | null; markupPercent: string | null };

/** The freight lines a markup amount goes on: ocean or air freight. */
const FREIGHT_CODES: readonly string[] = ['OFR', 'AFR'];

/**
 * Sell rates from cost rates: a percentage raises every line; an amount is added once, to the
 * freight line (the first line when there is none), so the all-in per unit rises by exactly that
 * amount and the surcharges stay as the carrier files them.
 */
export const markedUpRates = (lines: readonly { chargeCode: string; rate: string }[], markup: Markup): string[] => {
  const percent = markup.markupPercent;
  if (percent !== null) return lines.map((l) => fixed(decimal(l.rate).plus(percentOf(l.rate, percent))));
  const freight = Math.max(
    0,
    lines.findIndex((l) => FREIGHT_CODES.includes(l.chargeCode)),
  );
  return lines.map((l, i) =>
    fixed(i === freight ? decimal(l.rate).plus(decimal(markup.markupAmount ?? '0')) : decimal(l.rate)),
  );
};
