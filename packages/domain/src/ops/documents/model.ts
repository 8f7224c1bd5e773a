import type { Language } from '../../i18n/language';

/**
 * A printed document as the server lays it out, whatever it is: a title, the issuer, the number
 * it is filed under (printed as a Code 128 barcode), the parties, label/value grids, tables with
 * totals, and the terms at its foot. Builders fill it from a record with every label from the
 * catalog; the renderer draws it in either language.
 */
export type DocumentModel = {
  lang: Language;
  /** What the document is ('House bill of lading'): the heading and the file's title. */
  title: string;
  /** Who issues it: the forwarder and the issuing office. */
  issuer: { name: string; lines: readonly string[] };
  /** The number the document is filed under, printed in the header and as a barcode. */
  barcode: DocField;
  /** Further numbers beside the barcode (shipment, booking, master bill). */
  references: readonly DocField[];
  parties: readonly DocParty[];
  sections: readonly DocSection[];
  /** The conditions printed at the foot, one paragraph each. */
  terms: { title: string; paragraphs: readonly string[] };
  /** Under the terms: place, date and the issuer's signature line. */
  signature: readonly string[];
  /** The base of the download's file name (letters, digits, dot, dash and underscore only). */
  fileName: string;
};

export type DocField = { label: string; value: string };

/** A party block: its role ('Shipper') and the lines printed under it (name, address). */
export type DocParty = { label: string; lines: readonly string[] };

export type DocColumn = { label: string /** Relative width. */; width: number; align?: 'left' | 'right' };

export type DocSection =
  | { kind: 'grid'; title?: string; columns: 2 | 3 | 4; fields: readonly DocField[] }
  | {
      kind: 'table';
      title?: string;
      columns: readonly DocColumn[];
      rows: readonly (readonly string[])[];
      /** The totals row, one cell per column ('' where there is nothing to add up). */
      totals?: readonly string[];
    };

/** A party as a record holds it: a name and an address that may run over several lines. */
export type PartyRecord = { name: string; address: string };

/** The lines a party block prints: its name, then each non-blank address line. */
export const partyLines = (party: PartyRecord): string[] => [
  party.name,
  ...party.address
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean),
];

/** A file name part that is safe in any header and file system: other characters become '-'. */
export const safeFileName = (text: string): string =>
  text
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80) || 'document';

/**
 * Decimal quantities (weights to the gram, volumes to the litre) added up without binary
 * fractions: each is read as whole thousandths, and the sum printed with three decimals.
 */
export const sumDecimals = (values: readonly string[]): string => {
  let total = 0n;
  for (const v of values) {
    const m = /^(-?)(\d+)(?:\.(\d{1,3}))?$/.exec(v.trim());
    if (!m) throw new Error(`not a decimal quantity: ${v}`);
    const units = BigInt(m[2] ?? '0') * 1000n + BigInt((m[3] ?? '').padEnd(3, '0'));
    total += m[1] ? -units : units;
  }
  const sign = total < 0n ? '-' : '';
  const abs = total < 0n ? -total : total;
  return `${sign}${abs / 1000n}.${String(abs % 1000n).padStart(3, '0')}`;
};

/** A quantity as printed: thousands grouped, three decimals kept ('12,450.500'). */
export const formatQuantity = (value: string): string => {
  const [whole = '0', fraction] = sumDecimals([value]).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
};
