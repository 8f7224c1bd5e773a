import type { AreaCatalog } from '../../i18n/catalog';

/**
 * The booking checks' words: each warning (the first two are SPEC §7's messages word for word),
 * what it compared, the refusal that lists them and the booking form's quotation section.
 */
export const checksCatalog: AreaCatalog = {
  en_us: {
    pricing: {
      checks: {
        warnings: {
          validity: 'The quotation is expired or not yet effective.',
          carrier: 'The quotation carrier does not match the booking carrier.',
          spaceType: 'The space type does not match the quotation.',
          equipment: 'The container type does not match the quotation.',
          defaultFak: 'No preferred space type is chosen: the default FAK applies.',
        },
        details: {
          validity: 'Checked on {day}; the quotation is valid from {validFrom} to {validUntil}.',
          carrier: 'Booking carrier {booking}, quotation carrier {quotation}.',
          spaceType: 'Booking {booking}, quotation {quotation}.',
          equipment: 'Booking {booking}, quotation {quotation}.',
          defaultFak: 'Choose a preferred space type if the customer booked other space.',
        },
        confirmRequired: 'The booking has quotation warnings: confirm them to save it.',
        errors: {
          quotationNotFound: "The quotation is not one of this customer's confirmed quotations.",
          customerFirst: 'Choose the customer before the quotation.',
          noQuotation: 'The booking names no quotation.',
          noLines: 'The quotation has no charge lines.',
        },
        screen: {
          section: 'Quotation',
          quotation: 'Quotation',
          pickerHint: "Only the customer's confirmed quotations are offered.",
          none: 'No quotation',
          option: '{quotationNo} · {carrier} · {lane} · {equipment} · valid {validFrom} to {validUntil}',
          warningsTitle: 'Quotation checks',
          noWarnings: 'The booking matches its quotation.',
          noQuotation: 'No quotation linked: nothing to check.',
          confirmTitle: 'Confirm the quotation warnings',
          confirmText: 'The booking will be saved with these warnings; your confirmation is kept in its history.',
          confirmOk: 'Confirm and save',
          fillRates: 'Rates from quotation',
          fillConfirm: "Replace the booking's rates with the lines of quotation {quotationNo}?",
          filled: '{count} rate lines taken from quotation {quotationNo}.',
        },
      },
    },
  },
  zh_cn: {
    pricing: {
      checks: {
        warnings: {
          validity: '报价已过期或尚未生效。',
          carrier: '报价承运人与订舱承运人不一致。',
          spaceType: '舱位类型与报价不一致。',
          equipment: '箱型与报价不一致。',
          defaultFak: '未选择首选舱位类型，将按默认 FAK 处理。',
        },
        details: {
          validity: '按 {day} 核对；报价有效期为 {validFrom} 至 {validUntil}。',
          carrier: '订舱承运人 {booking}，报价承运人 {quotation}。',
          spaceType: '订舱为 {booking}，报价为 {quotation}。',
          equipment: '订舱为 {booking}，报价为 {quotation}。',
          defaultFak: '如客户订的是其他舱位，请选择首选舱位类型。',
        },
        confirmRequired: '该订舱有报价提示，请确认后再保存。',
        errors: {
          quotationNotFound: '该报价不是此客户已确认的报价。',
          customerFirst: '请先选择客户，再选择报价。',
          noQuotation: '该订舱未关联报价。',
          noLines: '该报价没有费用明细。',
        },
        screen: {
          section: '报价',
          quotation: '报价',
          pickerHint: '仅列出该客户已确认的报价。',
          none: '不关联报价',
          option: '{quotationNo} · {carrier} · {lane} · {equipment} · 有效期 {validFrom} 至 {validUntil}',
          warningsTitle: '报价核对',
          noWarnings: '订舱与报价一致。',
          noQuotation: '未关联报价，无需核对。',
          confirmTitle: '确认报价提示',
          confirmText: '订舱将带着以下提示保存，您的确认会记录在订舱历史中。',
          confirmOk: '确认并保存',
          fillRates: '按报价填入费用',
          fillConfirm: '用报价 {quotationNo} 的费用明细替换该订舱的费用吗？',
          filled: '已从报价 {quotationNo} 填入 {count} 条费用。',
        },
      },
    },
  },
};
