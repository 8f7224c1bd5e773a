import Big from 'big.js';
import { decimal } from '../../common/money';

/**
 * DATEV's EXTF booking batch (Buchungsstapel): format version 700, data category 21, format
 * version 13. A file is the header line, the column-name line, and one booking line per invoice,
 * semicolon-separated, CRLF line ends, encoded in Windows-1252; text in double quotes, amounts
 * unsigned with a comma decimal and the Soll/Haben indicator beside them, dates as DDMM.
 */
export const DATEV_FORMAT = { version: 700, category: 21, name: 'Buchungsstapel', formatVersion: 13 } as const;

/** The batch's header values: the tax adviser's and client's numbers and the period it covers. */
export type DatevBatch = {
  /** Beraternummer (1001–9999999). */
  consultant: number;
  /** Mandantennummer (1–99999). */
  client: number;
  /** First day of the fiscal year, YYYY-MM-DD. */
  fiscalYearStart: string;
  /** Sachkontenlänge: digits of a general-ledger account (4 to 8). */
  accountLength: number;
  /** The period of the bookings, YYYY-MM-DD, both days included. */
  from: string;
  to: string;
  /** Bezeichnung: what the batch is (at most 30 characters). */
  label: string;
  /** Diktatkürzel: the exporter's initials (at most 2 characters). */
  initials: string;
  /** WKZ: the currency of the books. */
  currency: string;
  /** Who exported it (Exportiert von, at most 25 characters). */
  exportedBy: string;
  createdAt: Date;
};

const ymd = (date: string) => date.replaceAll('-', '');

/** Text as DATEV reads it: in double quotes, a quote doubled, line breaks as spaces, cut to `max`. */
export const datevText = (text: string, max: number): string =>
  `"${text
    .replace(/[\r\n]+/g, ' ')
    .slice(0, max)
    .replaceAll('"', '""')}"`;

/** Erzeugt am: YYYYMMDDHHMMSSFFF in UTC. */
const stamp = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 17);

/** The header line (31 fields) of a booking batch, without its line end. */
export const datevHeader = (b: DatevBatch): string =>
  [
    '"EXTF"',
    DATEV_FORMAT.version,
    DATEV_FORMAT.category,
    `"${DATEV_FORMAT.name}"`,
    DATEV_FORMAT.formatVersion,
    stamp(b.createdAt),
    '',
    '"RE"',
    datevText(b.exportedBy, 25),
    '""',
    b.consultant,
    b.client,
    ymd(b.fiscalYearStart),
    b.accountLength,
    ymd(b.from),
    ymd(b.to),
    datevText(b.label, 30),
    datevText(b.initials, 2),
    1,
    0,
    0,
    datevText(b.currency, 3),
    '',
    '""',
    '',
    '',
    '"03"',
    '',
    '',
    '""',
    '""',
  ].join(';');

const pairs = (prefix: string, contents: string, n: number) =>
  Array.from({ length: n }, (_, i) => [`${prefix} - Art ${i + 1}`, `${prefix} - ${contents} ${i + 1}`]).flat();

/** The column names of a booking line (format version 700: 125 columns), in DATEV's order and spelling. */
export const DATEV_COLUMNS: readonly string[] = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...pairs('Beleginfo', 'Inhalt', 8),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...pairs('Zusatzinformation', 'Inhalt', 20),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Mitgliedstaat (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Mitgliedstaat u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
];

/** The column-name line, without its line end. */
export const datevColumnLine = (): string => DATEV_COLUMNS.join(';');

/** One invoice or debit note as a booking: the customer's account against the revenue account. */
export type DatevBooking = {
  /** The document's gross total, signed (a debit note may be negative). */
  total: string;
  currency: string;
  /** The customer's receivable account (Debitor). */
  account: string;
  /** The revenue account. */
  contraAccount: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The invoice or debit note number (Belegfeld 1, at most 36 characters). */
  documentNo: string;
  /** Buchungstext, at most 60 characters. */
  text: string;
  /** The due date, YYYY-MM-DD (Fälligkeit). */
  dueDate: string;
};

/** An amount as DATEV writes it: unsigned, two decimals, comma ('1190,00'). */
export const datevAmount = (amount: string): string =>
  decimal(amount).abs().round(2, Big.roundHalfUp).toFixed(2).replace('.', ',');

/** Belegdatum: DDMM of a YYYY-MM-DD date (the year is the batch's). */
export const datevDate = (date: string): string => `${date.slice(8, 10)}${date.slice(5, 7)}`;

const COLUMN = new Map(DATEV_COLUMNS.map((c, i) => [c, i]));

/**
 * One booking line, without its line end: a positive total debits (S) the customer's account, a
 * negative one (a debit note that lowers an invoice) credits it (H).
 */
export const datevRow = (b: DatevBooking): string => {
  const cells: string[] = DATEV_COLUMNS.map(() => '');
  const set = (column: string, value: string) => {
    const at = COLUMN.get(column);
    if (at === undefined) throw new Error(`no DATEV column ${column}`);
    cells[at] = value;
  };
  set('Umsatz (ohne Soll/Haben-Kz)', datevAmount(b.total));
  set('Soll/Haben-Kennzeichen', decimal(b.total).lt(0) ? '"H"' : '"S"');
  set('WKZ Umsatz', datevText(b.currency, 3));
  set('Konto', b.account);
  set('Gegenkonto (ohne BU-Schlüssel)', b.contraAccount);
  set('Belegdatum', datevDate(b.date));
  set('Belegfeld 1', datevText(b.documentNo, 36));
  set('Buchungstext', datevText(b.text, 60));
  set('Fälligkeit', b.dueDate.split('-').reverse().join(''));
  return cells.join(';');
};

/** Characters of Windows-1252's 0x80–0x9F row, which Latin-1 leaves to control codes. */
const CP1252_HIGH: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Text in Windows-1252; a character it cannot hold (Chinese, say) becomes '?'. */
export const windows1252 = (text: string): Uint8Array => {
  const out = new Uint8Array(text.length);
  let n = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    const high = CP1252_HIGH[ch];
    out[n++] = high ?? (code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : 0x3f);
  }
  return out.subarray(0, n);
};
