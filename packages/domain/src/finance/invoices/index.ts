import type { AreaPart } from '../../engine/area';
import { dictionary } from '../../engine/dictionaries';
import { invoicesCatalog } from './i18n';
import { INVOICE_PAGES, INVOICE_RELATIONS_FOR, INVOICE_RESOURCES } from './resources';
import { AGEING_BUCKETS, INVOICE_KINDS, PAYMENT_STATES } from './rules';

export * from './datev';
export * from './rules';

/**
 * Tax invoices and debit notes issued from reviewed revenue lines, their payments, the billing
 * lists (unbilled, uninvoiced, unpaid with ageing), supplier invoice files and the DATEV export.
 */
export const INVOICES: AreaPart = {
  resources: INVOICE_RESOURCES,
  pages: INVOICE_PAGES,
  catalogs: [invoicesCatalog],
  relationsFor: INVOICE_RELATIONS_FOR,
  dictionaries: {
    invoice_kind: dictionary(INVOICE_KINDS, {
      en_us: { name: 'Invoice kind', values: { invoice: 'Tax invoice', debit_note: 'Debit note' } },
      zh_cn: { name: '发票类型', values: { invoice: '税务发票', debit_note: '借项通知单' } },
    }),
    invoice_payment_state: dictionary(PAYMENT_STATES, {
      en_us: { name: 'Payment state', values: { unpaid: 'Unpaid', partly_paid: 'Partly paid', paid: 'Paid' } },
      zh_cn: { name: '付款状态', values: { unpaid: '未付', partly_paid: '部分已付', paid: '已付' } },
    }),
    invoice_ageing_bucket: dictionary(AGEING_BUCKETS, {
      en_us: {
        name: 'Ageing',
        values: {
          current: 'Not yet due',
          d0_30: '0–30 days',
          d31_60: '31–60 days',
          d61_90: '61–90 days',
          d90_plus: 'Over 90 days',
        },
      },
      zh_cn: {
        name: '账龄',
        values: { current: '未到期', d0_30: '0–30 天', d31_60: '31–60 天', d61_90: '61–90 天', d90_plus: '90 天以上' },
      },
    }),
    billing_line_status: dictionary(['draft', 'submitted', 'reviewed', 'locked', 'rejected', 'unlock_requested'], {
      en_us: {
        name: 'Charge line state',
        values: {
          draft: 'Entered',
          submitted: 'Submitted',
          reviewed: 'Reviewed',
          locked: 'Locked',
          rejected: 'Rejected',
          unlock_requested: 'Unlock requested',
        },
      },
      zh_cn: {
        name: '费用状态',
        values: {
          draft: '已录入',
          submitted: '已提交',
          reviewed: '已审核',
          locked: '已锁定',
          rejected: '已驳回',
          unlock_requested: '已申请解锁',
        },
      },
    }),
  },
};
export * from './document';
