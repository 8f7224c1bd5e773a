import { z } from 'zod';
import { isDecimal } from '../../common/money';
import type { AreaPart } from '../../engine/area';
import { definePage, defineResource } from '../../engine/declare';
import type { PageDef, ResourceDef } from '../../engine/definitions';
import { dictionary } from '../../engine/dictionaries';
import { BILLING_CURRENCIES } from '../currencies';
import { L, UPDATED_AT } from '../fields';

const CURRENCY_NAMES: Readonly<Record<(typeof BILLING_CURRENCIES)[number], [string, string]>> = {
  CNY: ['Chinese yuan', '人民币'],
  USD: ['US dollar', '美元'],
  EUR: ['Euro', '欧元'],
  HKD: ['Hong Kong dollar', '港币'],
  GBP: ['Pound sterling', '英镑'],
  JPY: ['Japanese yen', '日元'],
  SGD: ['Singapore dollar', '新加坡元'],
  MXN: ['Mexican peso', '墨西哥比索'],
  TWD: ['New Taiwan dollar', '新台币'],
  AED: ['UAE dirham', '阿联酋迪拉姆'],
};

const valuesIn = (lang: 0 | 1) =>
  Object.fromEntries(BILLING_CURRENCIES.map((c) => [c, `${c} · ${CURRENCY_NAMES[c][lang]}`])) as Record<
    (typeof BILLING_CURRENCIES)[number],
    string
  >;

export const EXCHANGE_RATE_SOURCES = ['manual', 'central_bank', 'bank'] as const;

const RATE_DICTIONARIES = {
  billing_currency: dictionary(BILLING_CURRENCIES, {
    en_us: { name: 'Currency', values: valuesIn(0) },
    zh_cn: { name: '币种', values: valuesIn(1) },
  }),
  exchange_rate_source: dictionary(EXCHANGE_RATE_SOURCES, {
    en_us: {
      name: 'Rate source',
      values: { manual: 'Entered by finance', central_bank: 'Central bank', bank: 'Bank' },
    },
    zh_cn: { name: '汇率来源', values: { manual: '财务录入', central_bank: '中央银行', bank: '银行' } },
  }),
};

/** A rate as typed: a plain positive decimal with at most 8 decimals and 10 whole digits. */
const rateText = z
  .string()
  .trim()
  .refine((v) => isDecimal(v) && /^\d{1,10}(\.\d{1,8})?$/.test(v) && Number(v) > 0, 'finance.rates.errors.rate');

const currency = z.enum(BILLING_CURRENCIES);
const day = z.iso.date({ error: 'validation.invalid' });

const rateSchema = z
  .object({
    rateDate: day,
    fromCurrency: currency,
    toCurrency: currency,
    rate: rateText,
    source: z.enum(EXCHANGE_RATE_SOURCES).default('manual'),
  })
  .refine((v) => v.fromCurrency !== v.toCurrency, {
    path: ['toCurrency'],
    message: 'finance.rates.errors.samePair',
  });

/** One day's rate of a currency pair: 1 from = rate to. */
export const exchangeRateResource: ResourceDef = defineResource({
  name: 'exchangeRate',
  i18n: 'finance.rates',
  titleField: 'rateDate',
  title: L('Exchange rate', '汇率'),
  store: {
    table: 'exchange_rates',
    scope: 'none',
    lookups: { createdByName: { table: 'users', key: 'id', column: 'display_name', from: 'createdBy' } },
  },
  createSchema: rateSchema,
  updateSchema: rateSchema,
  fields: [
    {
      name: 'rateDate',
      type: 'date',
      sortable: true,
      filter: 'range',
      editable: true,
      required: true,
      width: 120,
      label: L('Date', '日期'),
    },
    {
      name: 'fromCurrency',
      type: 'enum',
      dict: 'billing_currency',
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
      width: 150,
      label: L('From currency', '原币'),
    },
    {
      name: 'toCurrency',
      type: 'enum',
      dict: 'billing_currency',
      sortable: true,
      filter: 'exact',
      editable: true,
      required: true,
      width: 150,
      label: L('To currency', '目标币'),
    },
    {
      name: 'rate',
      type: 'number',
      sortable: true,
      editable: true,
      required: true,
      width: 130,
      label: L('Rate (1 from = rate to)', '汇率（1 原币 = 汇率 目标币）'),
    },
    {
      name: 'source',
      type: 'enum',
      dict: 'exchange_rate_source',
      sortable: true,
      filter: 'exact',
      editable: true,
      width: 130,
      label: L('Source', '来源'),
    },
    { name: 'createdBy', type: 'number', width: 90, label: L('Entered by (user no.)', '录入人编号') },
    { name: 'createdByName', type: 'text', width: 140, label: L('Entered by', '录入人') },
    UPDATED_AT,
  ],
});

export const CURRENCY_CONFIG_PAGE: PageDef = definePage({
  url: 'CurrencyConfig',
  group: 'administration',
  screen: 'list',
  resource: 'exchangeRate',
  title: L('Exchange rates', '汇率设置'),
  columns: ['rateDate', 'fromCurrency', 'toCurrency', 'rate', 'source', 'createdByName', 'updatedAt'],
  filters: ['rateDate', 'fromCurrency', 'toCurrency', 'source'],
  defaultSort: { field: 'rateDate', order: 'desc' },
  actions: [
    { key: 'create', kind: 'create' },
    { key: 'edit', kind: 'edit' },
    { key: 'export', kind: 'export' },
  ],
  roles: ['admin', 'finance'],
});

const ratesCatalog = {
  en_us: {
    finance: {
      rates: {
        errors: {
          rate: 'Enter a rate above 0 with at most 8 decimals',
          samePair: 'Choose two different currencies',
          duplicate: 'A rate of this pair is already recorded for that day',
        },
      },
    },
  },
  zh_cn: {
    finance: {
      rates: {
        errors: {
          rate: '请输入大于 0 且最多 8 位小数的汇率',
          samePair: '请选择两种不同的币种',
          duplicate: '该日期已有此币种对的汇率',
        },
      },
    },
  },
};

/** CurrencyConfig: the daily exchange rates charge lines are converted at. */
export const RATES: AreaPart = {
  resources: [exchangeRateResource],
  pages: [CURRENCY_CONFIG_PAGE],
  dictionaries: RATE_DICTIONARIES,
  catalogs: [ratesCatalog],
};
