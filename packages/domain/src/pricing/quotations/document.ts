import { decimal, fixed, formatMoney } from '../../common/money';
import type { Language } from '../../i18n/language';
import { type DocField, type DocSection, type DocumentModel, formatQuantity, safeFileName } from '../../ops';

/** A quotation as its PDF prints it: the record's values, names resolved, figures as decimal text. */
export type QuotationRecord = {
  quotationNo: string;
  status: string;
  product: string;
  companyName: string;
  contactName: string | null;
  contactEmail: string | null;
  branchName: string;
  fromCode: string;
  fromName: string | null;
  toCode: string;
  toName: string | null;
  carrier: string | null;
  equipment: string | null;
  containers: number | null;
  weightKg: string | null;
  volumeCbm: string | null;
  payment: string;
  spaceType: string;
  grouping: string;
  validFrom: string;
  validUntil: string;
  closing: string | null;
  cutoffs: { key: string; value: string }[];
  currency: string;
  total: string;
  quotedBy: string | null;
  quotedAt: string | null;
  ecu: { pol: string; polName: string | null; pod: string; podName: string | null; transitDays: number | null } | null;
  lines: {
    chargeCode: string;
    chargeType: string | null;
    unit: string;
    quantity: string;
    rate: string;
    margin: string;
    amount: string;
    currency: string;
  }[];
};

type Translate = (key: string, params?: Record<string, string | number>) => string;

const DASH = '—';
const or = (v: string | null | undefined) => (v?.trim() ? v : DASH);

/**
 * The quotation sent to a customer, in the reader's language. By charge it lists every line at its
 * quoted rate (the margin folded into it); all in, the freight and surcharges of the quotation's
 * currency print as one all-in line, the others (local charges in another currency) as they are.
 */
export const quotationDocument = (q: QuotationRecord, lang: Language, t: Translate, issuer: string): DocumentModel => {
  const p = (key: string, params?: Record<string, string | number>) => t(`pricing.quotations.pdf.${key}`, params);
  const e = (dict: string, value: string | null) => (value ? t(`enums.${dict}.${value}`) : DASH);
  const place = (code: string, name: string | null) => (name ? `${name} (${code})` : code);
  const shipment: DocField[] = [
    { label: t('pricing.quotations.quotation.fields.product'), value: e('quotation_product', q.product) },
    { label: t('pricing.quotations.quotation.fields.fromCode'), value: place(q.fromCode, q.fromName) },
    { label: t('pricing.quotations.quotation.fields.toCode'), value: place(q.toCode, q.toName) },
    { label: t('pricing.quotations.quotation.fields.carrierName'), value: or(q.carrier) },
    { label: t('pricing.quotations.quotation.fields.equipment'), value: or(q.equipment) },
    {
      label: t('pricing.quotations.quotation.fields.containers'),
      value: q.containers === null ? DASH : String(q.containers),
    },
    { label: t('pricing.quotations.quotation.fields.weightKg'), value: q.weightKg ? formatQuantity(q.weightKg) : DASH },
    {
      label: t('pricing.quotations.quotation.fields.volumeCbm'),
      value: q.volumeCbm ? formatQuantity(q.volumeCbm) : DASH,
    },
    { label: t('pricing.quotations.quotation.fields.payment'), value: e('quotation_payment', q.payment) },
    { label: t('pricing.quotations.quotation.fields.spaceType'), value: e('quotation_space_type', q.spaceType) },
  ];
  if (q.ecu) {
    shipment.push(
      { label: t('pricing.quotations.ecu.fields.ecuPol'), value: place(q.ecu.pol, q.ecu.polName) },
      { label: t('pricing.quotations.ecu.fields.ecuPod'), value: place(q.ecu.pod, q.ecu.podName) },
      {
        label: t('pricing.quotations.ecu.fields.ecuTransitDays'),
        value: q.ecu.transitDays === null ? DASH : String(q.ecu.transitDays),
      },
    );
  }
  const allIn = q.grouping === 'all_in';
  const rows = allIn
    ? [
        [p('allIn'), DASH, DASH, DASH, q.currency, formatMoney(q.total)],
        ...q.lines
          .filter((l) => l.currency !== q.currency)
          .map((l) => [
            t(`enums.charge_code.${l.chargeCode}`),
            t(`enums.charge_unit.${l.unit}`),
            l.quantity,
            DASH,
            l.currency,
            formatMoney(l.amount),
          ]),
      ]
    : q.lines.map((l) => [
        t(`enums.charge_code.${l.chargeCode}`) +
          (l.chargeType ? ` · ${t(`enums.ecu_charge_type.${l.chargeType}`)}` : ''),
        t(`enums.charge_unit.${l.unit}`),
        l.quantity,
        // The rate the customer reads includes the line's share of the margin.
        formatMoney(decimal(l.quantity).eq(0) ? l.rate : fixed(decimal(l.amount).div(decimal(l.quantity)))),
        l.currency,
        formatMoney(l.amount),
      ]);
  const sections: DocSection[] = [
    { kind: 'grid', title: p('shipment'), columns: 4, fields: shipment },
    {
      kind: 'table',
      title: p('lines'),
      columns: [
        { label: p('charge'), width: 5 },
        { label: p('unit'), width: 2 },
        { label: p('quantity'), width: 2, align: 'right' },
        { label: p('rate'), width: 2, align: 'right' },
        { label: p('currency'), width: 1.4 },
        { label: p('amount'), width: 2.4, align: 'right' },
      ],
      rows,
      totals: [p('total'), '', '', '', q.currency, formatMoney(q.total)],
    },
    {
      kind: 'grid',
      title: p('validity'),
      columns: 4,
      fields: [
        { label: p('validFrom'), value: q.validFrom },
        { label: p('validUntil'), value: q.validUntil },
        { label: p('status'), value: e('quotation_status', q.status) },
        { label: t('pricing.quotations.quotation.fields.closing'), value: or(q.closing) },
        ...q.cutoffs.map((c) => ({ label: t(`pricing.quotations.quotation.fields.${c.key}`), value: c.value })),
      ],
    },
  ];
  return {
    lang,
    title: p('title'),
    issuer: { name: issuer, lines: [q.branchName] },
    barcode: { label: p('quotationNo'), value: q.quotationNo },
    references: [
      { label: t('pricing.quotations.quotation.fields.quotedByName'), value: or(q.quotedBy) },
      { label: t('pricing.quotations.quotation.fields.quotedAt'), value: or(q.quotedAt) },
    ],
    parties: [
      { label: p('customer'), lines: [q.companyName] },
      { label: p('attention'), lines: [or(q.contactName), ...(q.contactEmail ? [q.contactEmail] : [])] },
      { label: p('issuedBy'), lines: [issuer, q.branchName] },
    ],
    sections,
    terms: { title: p('termsTitle'), paragraphs: [p('terms1'), p('terms2'), p('terms3')] },
    signature: [p('signature', { issuer })],
    fileName: safeFileName(`Quotation-${q.quotationNo}`),
  };
};
