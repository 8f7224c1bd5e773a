import { decimal, fixed, formatMoney } from '../../common/money';
import type { Language } from '../../i18n/language';
import { type DocField, type DocumentModel, safeFileName } from '../../ops';
import { minorUnitsOf } from '../currencies';
import type { InvoiceKind } from './rules';

/** An invoice or debit note as its PDF prints it: the record with names resolved, figures as decimal text. */
export type InvoiceRecord = {
  invoiceNo: string;
  kind: InvoiceKind;
  originalInvoiceNo: string | null;
  shipmentNo: string;
  invoiceDate: string;
  dueDate: string;
  currency: string;
  netAmount: string;
  taxAmount: string;
  totalAmount: string;
  paidAmount: string;
  truckInvoice: boolean;
  billTo: { name: string; address: string | null };
  branch: { name: string; city: string; country: string };
  lines: {
    chargeCode: string;
    description: string | null;
    sourceCurrency: string;
    sourceAmount: string;
    exchangeRate: string;
    amount: string;
    taxAmount: string;
  }[];
};

type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The tax invoice or debit note a customer receives, in the reader's language: the issuing office,
 * the bill-to party, the shipment, one row per charge (as charged, the rate, in the invoice's
 * currency) and the totals with what is paid and still open.
 */
export const invoiceDocument = (r: InvoiceRecord, lang: Language, t: Translate, issuer: string): DocumentModel => {
  const p = (key: string, params?: Record<string, string | number>) => t(`finance.invoices.pdf.${key}`, params);
  const places = minorUnitsOf(r.currency);
  const money = (v: string, currency = r.currency) => formatMoney(v, minorUnitsOf(currency));
  const title = r.kind === 'invoice' ? p('invoice') : p('debitNote');
  const references: DocField[] = [
    { label: p('date'), value: r.invoiceDate },
    { label: p('dueDate'), value: r.dueDate },
    { label: p('tracking'), value: r.shipmentNo },
  ];
  if (r.originalInvoiceNo) references.push({ label: p('adjusts'), value: r.originalInvoiceNo });
  const open = fixed(decimal(r.totalAmount).minus(decimal(r.paidAmount)), places);
  return {
    lang,
    title,
    issuer: { name: issuer, lines: [r.branch.name, `${r.branch.city}, ${r.branch.country}`] },
    barcode: { label: p('number'), value: r.invoiceNo },
    references,
    parties: [
      {
        label: p('billTo'),
        lines: [
          r.billTo.name,
          ...(r.billTo.address ?? '')
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean),
        ],
      },
      { label: p('issuer'), lines: [issuer, r.branch.name] },
    ],
    sections: [
      {
        kind: 'grid',
        columns: 4,
        fields: [
          { label: p('currency'), value: r.currency },
          { label: p('tracking'), value: r.shipmentNo },
          { label: p('truckInvoice'), value: r.truckInvoice ? p('yes') : p('no') },
          { label: p('dueDate'), value: r.dueDate },
        ],
      },
      {
        kind: 'table',
        title: p('lines'),
        columns: [
          { label: p('charge'), width: 6 },
          { label: p('charged'), width: 3, align: 'right' },
          { label: p('rate'), width: 2, align: 'right' },
          { label: p('amount'), width: 3, align: 'right' },
          { label: p('tax'), width: 2, align: 'right' },
        ],
        rows: r.lines.map((l) => [
          `${l.chargeCode}${l.description ? ` · ${l.description}` : ''}`,
          `${l.sourceCurrency} ${money(l.sourceAmount, l.sourceCurrency)}`,
          l.exchangeRate,
          money(l.amount),
          money(l.taxAmount),
        ]),
        totals: [p('net'), '', '', money(r.netAmount), money(r.taxAmount)],
      },
      {
        kind: 'grid',
        columns: 4,
        fields: [
          { label: p('total'), value: `${r.currency} ${money(r.totalAmount)}` },
          { label: p('paid'), value: `${r.currency} ${money(r.paidAmount)}` },
          { label: p('open'), value: `${r.currency} ${money(open)}` },
          { label: p('number'), value: r.invoiceNo },
        ],
      },
    ],
    terms: {
      title: p('termsTitle'),
      paragraphs: [
        p('terms', { total: money(r.totalAmount), currency: r.currency, dueDate: r.dueDate, invoiceNo: r.invoiceNo }),
        p('converted'),
      ],
    },
    signature: [issuer, `${r.branch.city}, ${r.invoiceDate}`],
    fileName: safeFileName(r.invoiceNo),
  };
};
