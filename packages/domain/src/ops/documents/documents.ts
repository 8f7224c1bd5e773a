import type { Language } from '../../i18n/language';
import {
  type DocField,
  type DocSection,
  type DocumentModel,
  formatQuantity,
  type PartyRecord,
  partyLines,
  safeFileName,
  sumDecimals,
} from './model';

export type TransportKind = 'sea' | 'air';

/** Who issues a document: the forwarder's name and the issuing office (city, country). */
export type IssuerRecord = { name: string; office: string };

/** Whether freight is paid at origin (prepaid) or at destination (collect). */
export type FreightTerms = 'prepaid' | 'collect';

/** Incoterms under which the seller pays the main carriage; under the others the buyer does. */
const SELLER_PAYS_CARRIAGE = new Set(['CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']);
const BUYER_PAYS_CARRIAGE = new Set(['EXW', 'FCA', 'FAS', 'FOB']);

/**
 * The freight terms an Incoterm implies: the seller books and pays the main carriage under the
 * C and D terms (prepaid), the buyer under E and F (collect). Null for a term we do not know.
 */
export const freightTermsFor = (incoterm: string | null): FreightTerms | null => {
  const term = incoterm?.trim().toUpperCase() ?? '';
  if (SELLER_PAYS_CARRIAGE.has(term)) return 'prepaid';
  if (BUYER_PAYS_CARRIAGE.has(term)) return 'collect';
  return null;
};

/** One house bill of lading (sea) or house air waybill (air), as the records give it. */
export type HouseBillRecord = {
  transport: TransportKind;
  billNo: string;
  shipmentNo: string;
  bookingNo: string | null;
  masterBill: string | null;
  shipper: PartyRecord;
  consignee: PartyRecord;
  /** Null: the notify party is the consignee. */
  notify: PartyRecord | null;
  carrier: string;
  vessel: string | null;
  voyage: string | null;
  flightNo: string | null;
  portOfLoading: string;
  portOfDischarge: string;
  marks: string;
  packages: number;
  packageType: string;
  goods: string;
  hsCode: string | null;
  grossWeightKg: string;
  volumeCbm: string;
  containers: readonly { containerNo: string; isoType: string; sealNo: string | null }[];
  incoterm: string | null;
  placeOfIssue: string;
  /**
   * YYYY-MM-DD: the day the goods left (shipped on board). Null before departure: the bill is then
   * a draft for the parties to check, not valid to release the goods.
   */
  dateOfIssue: string | null;
  issuer: IssuerRecord;
};

/** The houses of one master bill, for its cargo manifest. */
export type ManifestRecord = {
  transport: TransportKind;
  masterBill: string;
  carrier: string;
  vessel: string | null;
  voyage: string | null;
  flightNo: string | null;
  portOfLoading: string;
  portOfDischarge: string;
  /** YYYY-MM-DD. */
  etd: string;
  issuer: IssuerRecord;
  houses: readonly {
    billNo: string;
    shipper: string;
    consignee: string;
    packages: number;
    packageType: string;
    goods: string;
    grossWeightKg: string;
    volumeCbm: string;
    containers: readonly string[];
  }[];
};

/** A booking as a booking confirmation prints it: parties, cargo, routing and terms. */
export type BookingRecord = {
  transport: TransportKind;
  bookingNo: string;
  /** YYYY-MM-DD. */
  bookedOn: string;
  shipper: PartyRecord;
  consignee: PartyRecord;
  notify: PartyRecord | null;
  cargo: {
    packages: number;
    packageType: string;
    goods: string;
    hsCode: string | null;
    grossWeightKg: string;
    volumeCbm: string;
    /** Equipment booked (FCL): ISO type and how many. */
    equipment: readonly { isoType: string; count: number }[];
  };
  routing: {
    placeOfReceipt: string | null;
    portOfLoading: string;
    portOfDischarge: string;
    placeOfDelivery: string | null;
    carrier: string | null;
    vessel: string | null;
    voyage: string | null;
    flightNo: string | null;
    /** Local date-times as printed ('2026-12-03 18:00'), or null while not known. */
    etd: string | null;
    eta: string | null;
    cutOff: string | null;
  };
  terms: { incoterm: string | null; freight: FreightTerms | null; serviceType: string | null; remarks: string | null };
  issuer: IssuerRecord;
};

const DASH = '—';
/** Sea house bills are issued as a full set of three originals. */
export const ORIGINALS_ISSUED = 3;
const or = (value: string | null | undefined): string => (value?.trim() ? value : DASH);

/** The catalog in the document's language: the server's translate for that language. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A catalog reader under the documents' keys. */
const labelsOf =
  (t: Translate) =>
  (key: string, params?: Record<string, string | number>): string =>
    t(`ops.documents.${key}`, params);

const issuerBlock = (issuer: IssuerRecord) => ({ name: issuer.name, lines: [issuer.office] });

const paragraphs = (text: string): string[] => text.split('\n').filter(Boolean);

const freightText = (l: ReturnType<typeof labelsOf>, terms: FreightTerms | null) =>
  terms ? l(`freight.${terms}`) : DASH;

/** The house bill of lading of a sea shipment, or the house air waybill of an air one. */
export const houseBillDocument = (record: HouseBillRecord, lang: Language, t: Translate): DocumentModel => {
  const l = labelsOf(t);
  const air = record.transport === 'air';
  const kind = air ? 'houseAirWaybill' : 'houseBill';
  const route: DocField[] = air
    ? [
        { label: l('labels.carrier'), value: record.carrier },
        { label: l('labels.flight'), value: or(record.flightNo) },
        { label: l('labels.airportOfDeparture'), value: record.portOfLoading },
        { label: l('labels.airportOfDestination'), value: record.portOfDischarge },
      ]
    : [
        { label: l('labels.carrier'), value: record.carrier },
        { label: l('labels.vesselVoyage'), value: [record.vessel, record.voyage].filter(Boolean).join(' / ') || DASH },
        { label: l('labels.portOfLoading'), value: record.portOfLoading },
        { label: l('labels.portOfDischarge'), value: record.portOfDischarge },
      ];
  const sections: DocSection[] = [
    { kind: 'grid', columns: 4, fields: route },
    {
      kind: 'table',
      title: l('labels.cargo'),
      columns: [
        { label: l('labels.marks'), width: 3 },
        { label: l('labels.packages'), width: 2, align: 'right' },
        { label: l('labels.goods'), width: 5 },
        { label: l('labels.grossWeight'), width: 2, align: 'right' },
        { label: l('labels.volume'), width: 2, align: 'right' },
      ],
      rows: [
        [
          record.marks,
          `${record.packages.toLocaleString('en-US')} ${record.packageType}`,
          record.hsCode ? `${record.goods}\n${l('labels.hsCode')} ${record.hsCode}` : record.goods,
          formatQuantity(record.grossWeightKg),
          formatQuantity(record.volumeCbm),
        ],
      ],
    },
  ];
  if (record.containers.length > 0) {
    sections.push({
      kind: 'table',
      title: l('labels.containers'),
      columns: [
        { label: l('labels.containerNo'), width: 3 },
        { label: l('labels.containerType'), width: 2 },
        { label: l('labels.sealNo'), width: 3 },
      ],
      rows: record.containers.map((c) => [c.containerNo, c.isoType, or(c.sealNo)]),
    });
  }
  sections.push({
    kind: 'grid',
    columns: 4,
    fields: [
      { label: l('labels.freightTerms'), value: freightText(l, freightTermsFor(record.incoterm)) },
      { label: l('labels.incoterm'), value: or(record.incoterm) },
      { label: l('labels.placeOfIssue'), value: record.placeOfIssue },
      { label: l('labels.dateOfIssue'), value: or(record.dateOfIssue) },
      ...(air ? [] : [{ label: l('labels.originals'), value: String(ORIGINALS_ISSUED) }]),
    ],
  });
  const draft = record.dateOfIssue === null;
  return {
    lang,
    title: draft ? l('labels.draftTitle', { title: l(`kinds.${kind}`) }) : l(`kinds.${kind}`),
    issuer: issuerBlock(record.issuer),
    barcode: { label: l(air ? 'labels.awbNo' : 'labels.billNo'), value: record.billNo },
    references: [
      { label: l('labels.shipmentNo'), value: record.shipmentNo },
      { label: l('labels.bookingNo'), value: or(record.bookingNo) },
      { label: l(air ? 'labels.masterAwb' : 'labels.masterBill'), value: or(record.masterBill) },
    ],
    parties: [
      { label: l('labels.shipper'), lines: partyLines(record.shipper) },
      { label: l('labels.consignee'), lines: partyLines(record.consignee) },
      { label: l('labels.notify'), lines: record.notify ? partyLines(record.notify) : [l('labels.sameAsConsignee')] },
    ],
    sections,
    terms: { title: l('labels.terms'), paragraphs: paragraphs(l(`terms.${kind}`)) },
    signature: draft
      ? [l('labels.draftNote')]
      : [`${record.placeOfIssue}, ${record.dateOfIssue}`, l('labels.issuedBy', { name: record.issuer.name })],
    fileName: safeFileName(`${air ? 'HAWB' : 'HBL'}-${record.billNo}`),
  };
};

/** The cargo manifest of a master bill: each house on it, and the totals. */
export const manifestDocument = (record: ManifestRecord, lang: Language, t: Translate): DocumentModel => {
  const l = labelsOf(t);
  const air = record.transport === 'air';
  const houses = record.houses;
  return {
    lang,
    title: l('kinds.manifest'),
    issuer: issuerBlock(record.issuer),
    barcode: { label: l(air ? 'labels.masterAwb' : 'labels.masterBill'), value: record.masterBill },
    references: [
      { label: l('labels.carrier'), value: record.carrier },
      air
        ? { label: l('labels.flight'), value: or(record.flightNo) }
        : {
            label: l('labels.vesselVoyage'),
            value: [record.vessel, record.voyage].filter(Boolean).join(' / ') || DASH,
          },
    ],
    parties: [],
    sections: [
      {
        kind: 'grid',
        columns: 3,
        fields: [
          { label: l(air ? 'labels.airportOfDeparture' : 'labels.portOfLoading'), value: record.portOfLoading },
          { label: l(air ? 'labels.airportOfDestination' : 'labels.portOfDischarge'), value: record.portOfDischarge },
          { label: l('labels.etd'), value: record.etd },
        ],
      },
      {
        kind: 'table',
        title: l('labels.houses'),
        columns: [
          { label: l(air ? 'labels.awbNo' : 'labels.billNo'), width: 4 },
          { label: l('labels.shipper'), width: 4 },
          { label: l('labels.consignee'), width: 4 },
          { label: l('labels.goods'), width: 4 },
          { label: l('labels.packages'), width: 2, align: 'right' },
          { label: l('labels.grossWeight'), width: 2, align: 'right' },
          { label: l('labels.volume'), width: 2, align: 'right' },
        ],
        rows: houses.map((h) => [
          h.billNo,
          h.shipper,
          h.consignee,
          h.containers.length > 0 ? `${h.goods}\n${h.containers.join(', ')}` : h.goods,
          `${h.packages.toLocaleString('en-US')} ${h.packageType}`,
          formatQuantity(h.grossWeightKg),
          formatQuantity(h.volumeCbm),
        ]),
        totals: [
          `${l('labels.total')}: ${houses.length}`,
          '',
          '',
          '',
          houses.reduce((n, h) => n + h.packages, 0).toLocaleString('en-US'),
          formatQuantity(sumDecimals(houses.map((h) => h.grossWeightKg))),
          formatQuantity(sumDecimals(houses.map((h) => h.volumeCbm))),
        ],
      },
    ],
    terms: { title: l('labels.terms'), paragraphs: paragraphs(l('terms.manifest')) },
    signature: [l('labels.preparedBy', { name: record.issuer.name })],
    fileName: safeFileName(`MANIFEST-${record.masterBill}`),
  };
};

/** The booking confirmation the customer receives once space is booked. */
export const bookingConfirmationDocument = (record: BookingRecord, lang: Language, t: Translate): DocumentModel => {
  const l = labelsOf(t);
  const air = record.transport === 'air';
  const r = record.routing;
  const c = record.cargo;
  const sections: DocSection[] = [
    {
      kind: 'grid',
      title: l('labels.routing'),
      columns: 4,
      fields: [
        { label: l('labels.placeOfReceipt'), value: or(r.placeOfReceipt) },
        { label: l(air ? 'labels.airportOfDeparture' : 'labels.portOfLoading'), value: r.portOfLoading },
        { label: l(air ? 'labels.airportOfDestination' : 'labels.portOfDischarge'), value: r.portOfDischarge },
        { label: l('labels.placeOfDelivery'), value: or(r.placeOfDelivery) },
        { label: l('labels.carrier'), value: or(r.carrier) },
        air
          ? { label: l('labels.flight'), value: or(r.flightNo) }
          : { label: l('labels.vesselVoyage'), value: [r.vessel, r.voyage].filter(Boolean).join(' / ') || DASH },
        { label: l('labels.etd'), value: or(r.etd) },
        { label: l('labels.eta'), value: or(r.eta) },
        { label: l('labels.cutOff'), value: or(r.cutOff) },
      ],
    },
    {
      kind: 'table',
      title: l('labels.cargo'),
      columns: [
        { label: l('labels.packages'), width: 2, align: 'right' },
        { label: l('labels.goods'), width: 5 },
        { label: l('labels.grossWeight'), width: 2, align: 'right' },
        { label: l('labels.volume'), width: 2, align: 'right' },
      ],
      rows: [
        [
          `${c.packages.toLocaleString('en-US')} ${c.packageType}`,
          c.hsCode ? `${c.goods}\n${l('labels.hsCode')} ${c.hsCode}` : c.goods,
          formatQuantity(c.grossWeightKg),
          formatQuantity(c.volumeCbm),
        ],
      ],
    },
  ];
  if (c.equipment.length > 0) {
    sections.push({
      kind: 'table',
      columns: [
        { label: l('labels.containerType'), width: 3 },
        { label: l('labels.containerCount'), width: 2, align: 'right' },
      ],
      rows: c.equipment.map((e) => [e.isoType, String(e.count)]),
      totals: [l('labels.total'), String(c.equipment.reduce((n, e) => n + e.count, 0))],
    });
  }
  sections.push({
    kind: 'grid',
    title: l('labels.terms'),
    columns: 4,
    fields: [
      { label: l('labels.incoterm'), value: or(record.terms.incoterm) },
      {
        label: l('labels.freightTerms'),
        value: freightText(l, record.terms.freight ?? freightTermsFor(record.terms.incoterm)),
      },
      { label: l('labels.serviceType'), value: or(record.terms.serviceType) },
      { label: l('labels.remarks'), value: or(record.terms.remarks) },
    ],
  });
  return {
    lang,
    title: l('kinds.bookingConfirmation'),
    issuer: issuerBlock(record.issuer),
    barcode: { label: l('labels.bookingNo'), value: record.bookingNo },
    references: [{ label: l('labels.bookedOn'), value: record.bookedOn }],
    parties: [
      { label: l('labels.shipper'), lines: partyLines(record.shipper) },
      { label: l('labels.consignee'), lines: partyLines(record.consignee) },
      { label: l('labels.notify'), lines: record.notify ? partyLines(record.notify) : [l('labels.sameAsConsignee')] },
    ],
    sections,
    terms: { title: l('labels.terms'), paragraphs: paragraphs(l('terms.bookingConfirmation')) },
    signature: [l('labels.confirmedBy', { name: record.issuer.name })],
    fileName: safeFileName(`BOOKING-${record.bookingNo}`),
  };
};
