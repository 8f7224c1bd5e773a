import { describe, expect, it } from 'vitest';
import { hasKey, translate } from '../../i18n';
import { flattenCatalog } from '../../i18n/catalog';
import type { Language } from '../../i18n/language';
import {
  type BookingRecord,
  bookingConfirmationDocument,
  freightTermsFor,
  type HouseBillRecord,
  houseBillDocument,
  type ManifestRecord,
  manifestDocument,
} from './documents';
import { documentsCatalog } from './i18n';
import { type DocumentModel, formatQuantity, safeFileName, sumDecimals } from './model';

/** The catalog of one language, as the server hands it to a builder. */
const tr = (lang: Language) => (key: string, params?: Record<string, string | number>) => translate(lang, key, params);

const issuer = { name: 'Tidemark Logistics', office: 'Shanghai, CN' };

const seaBill: HouseBillRecord = {
  transport: 'sea',
  billNo: 'TMSHA2611000123',
  shipmentNo: 'S2611000123',
  bookingNo: 'BK2611000123',
  masterBill: 'COSU6312345670',
  shipper: { name: 'Ningbo Huada Import & Export Co., Ltd.', address: '88 Zhongshan Road\nNingbo, CN' },
  consignee: { name: 'Pacific Gate Imports Inc.', address: '1200 Harbor Blvd\n\nLong Beach, US' },
  notify: null,
  carrier: 'COSCO Shipping Lines',
  vessel: 'COSCO SHIPPING UNIVERSE',
  voyage: '045E',
  flightNo: null,
  portOfLoading: 'Ningbo (CNNGB)',
  portOfDischarge: 'Los Angeles (USLAX)',
  marks: 'PGI/LA\nC/NO. 1-240',
  packages: 1240,
  packageType: 'CTN',
  goods: 'LED lighting fixtures',
  hsCode: '9405.42',
  grossWeightKg: '12450.5',
  volumeCbm: '58.25',
  containers: [{ containerNo: 'CSQU3054383', isoType: '45G1', sealNo: 'CN1234567' }],
  incoterm: 'FOB',
  placeOfIssue: 'Shanghai',
  dateOfIssue: '2026-11-20',
  issuer,
};

/** Every text a document prints, in one string. */
const textOf = (doc: DocumentModel): string =>
  [
    doc.title,
    doc.issuer.name,
    ...doc.issuer.lines,
    doc.barcode.label,
    doc.barcode.value,
    ...doc.references.flatMap((f) => [f.label, f.value]),
    ...doc.parties.flatMap((p) => [p.label, ...p.lines]),
    ...doc.sections.flatMap((s) =>
      s.kind === 'grid'
        ? [s.title ?? '', ...s.fields.flatMap((f) => [f.label, f.value])]
        : [s.title ?? '', ...s.columns.map((c) => c.label), ...s.rows.flat(), ...(s.totals ?? [])],
    ),
    doc.terms.title,
    ...doc.terms.paragraphs,
    ...doc.signature,
  ].join('\n');

describe('freight terms from the Incoterm', () => {
  it('is prepaid under C and D terms and collect under E and F terms', () => {
    for (const t of ['CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']) expect(freightTermsFor(t)).toBe('prepaid');
    for (const t of ['EXW', 'FCA', 'FAS', 'FOB', ' fob ']) expect(freightTermsFor(t)).toBe('collect');
    expect(freightTermsFor(null)).toBeNull();
    expect(freightTermsFor('XYZ')).toBeNull();
  });
});

describe('quantities', () => {
  it('adds decimals exactly and prints them grouped with three decimals', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.300');
    expect(sumDecimals(['12450.5', '3.125', '100'])).toBe('12553.625');
    expect(sumDecimals([])).toBe('0.000');
    expect(formatQuantity('1234567.8')).toBe('1,234,567.800');
    expect(() => sumDecimals(['1.2345'])).toThrow();
  });

  it('makes file names safe for a header and a file system', () => {
    expect(safeFileName('HBL-TMSHA/26 "x"')).toBe('HBL-TMSHA-26-x');
    expect(safeFileName('提单')).toBe('document');
  });
});

describe('house bill of lading', () => {
  it('prints the parties, routing, cargo, containers, freight terms and issue in English', () => {
    const doc = houseBillDocument(seaBill, 'en_us', tr('en_us'));
    expect(doc.title).toBe('House bill of lading');
    expect(doc.barcode).toEqual({ label: 'B/L no.', value: 'TMSHA2611000123' });
    expect(doc.parties.map((p) => p.label)).toEqual(['Shipper', 'Consignee', 'Notify party']);
    expect(doc.parties[1]?.lines).toEqual(['Pacific Gate Imports Inc.', '1200 Harbor Blvd', 'Long Beach, US']);
    expect(doc.parties[2]?.lines).toEqual(['Same as consignee']);
    const text = textOf(doc);
    for (const expected of [
      'COSCO SHIPPING UNIVERSE / 045E',
      'Ningbo (CNNGB)',
      'Los Angeles (USLAX)',
      'PGI/LA',
      '1,240 CTN',
      '12,450.500',
      '58.250',
      'CSQU3054383',
      'CN1234567',
      'Freight collect',
      'Shanghai, 2026-11-20',
      'Issued by Tidemark Logistics as agent for the carrier',
    ])
      expect(text).toContain(expected);
    expect(doc.fileName).toBe('HBL-TMSHA2611000123');
  });

  it('speaks Chinese with the same record', () => {
    const doc = houseBillDocument({ ...seaBill, incoterm: 'CIF' }, 'zh_cn', tr('zh_cn'));
    expect(doc.title).toBe('分提单');
    const text = textOf(doc);
    for (const expected of ['发货人', '收货人', '通知方', '同收货人', '装货港', '运费预付', '签发地点'])
      expect(text).toContain(expected);
    expect(text).not.toContain('Shipper');
  });

  it('is a draft before departure: no date of issue, no signature, not valid to release the goods', () => {
    const en = houseBillDocument({ ...seaBill, dateOfIssue: null }, 'en_us', tr('en_us'));
    expect(en.title).toBe('House bill of lading (draft)');
    expect(en.signature).toEqual(['Draft for checking before departure: not valid to release the goods.']);
    expect(textOf(en)).not.toContain('Issued by');
    expect(houseBillDocument({ ...seaBill, dateOfIssue: null }, 'zh_cn', tr('zh_cn')).title).toBe('分提单（草稿）');
  });

  it('is a house air waybill with flight and airports for air freight, without containers', () => {
    const doc = houseBillDocument(
      {
        ...seaBill,
        transport: 'air',
        billNo: 'SHA-A000042',
        flightNo: 'CA1045',
        vessel: null,
        voyage: null,
        containers: [],
      },
      'en_us',
      tr('en_us'),
    );
    expect(doc.title).toBe('House air waybill');
    expect(doc.barcode.label).toBe('HAWB no.');
    const text = textOf(doc);
    expect(text).toContain('CA1045');
    expect(text).toContain('Airport of departure');
    expect(text).not.toContain('Containers and seals');
    expect(text).not.toContain('Originals issued');
    expect(doc.fileName).toBe('HAWB-SHA-A000042');
  });
});

describe('cargo manifest', () => {
  const manifest: ManifestRecord = {
    transport: 'sea',
    masterBill: 'COSU6312345670',
    carrier: 'COSCO Shipping Lines',
    vessel: 'COSCO SHIPPING UNIVERSE',
    voyage: '045E',
    flightNo: null,
    portOfLoading: 'Ningbo (CNNGB)',
    portOfDischarge: 'Los Angeles (USLAX)',
    etd: '2026-11-21',
    issuer,
    houses: [
      {
        billNo: 'TMSHA2611000123',
        shipper: 'Ningbo Huada Import & Export Co., Ltd.',
        consignee: 'Pacific Gate Imports Inc.',
        packages: 1240,
        packageType: 'CTN',
        goods: 'LED lighting fixtures',
        grossWeightKg: '12450.5',
        volumeCbm: '58.25',
        containers: ['CSQU3054383'],
      },
      {
        billNo: 'TMSHA2611000124',
        shipper: '宁波华达进出口有限公司',
        consignee: 'Harbor Home Goods LLC',
        packages: 60,
        packageType: 'PLT',
        goods: 'Ceramic tableware',
        grossWeightKg: '8200.125',
        volumeCbm: '40.1',
        containers: [],
      },
    ],
  };

  it('lists every house with the totals of packages, weight and volume', () => {
    const doc = manifestDocument(manifest, 'en_us', tr('en_us'));
    const table = doc.sections.find((s) => s.kind === 'table');
    expect(table?.kind === 'table' && table.rows).toHaveLength(2);
    expect(table?.kind === 'table' && table.totals).toEqual(['Total: 2', '', '', '', '1,300', '20,650.625', '98.350']);
    expect(doc.barcode.value).toBe('COSU6312345670');
    expect(doc.fileName).toBe('MANIFEST-COSU6312345670');
  });

  it('heads its columns in Chinese', () => {
    const text = textOf(manifestDocument(manifest, 'zh_cn', tr('zh_cn')));
    expect(text).toContain('货物舱单');
    expect(text).toContain('合计: 2');
    expect(text).toContain('宁波华达进出口有限公司');
  });
});

describe('booking confirmation', () => {
  const booking: BookingRecord = {
    transport: 'sea',
    bookingNo: 'BK2612000007',
    bookedOn: '2026-11-28',
    shipper: { name: 'Golden Bridge Electronics Co., Ltd.', address: 'Room 1801, 500 Pudong Avenue\nShanghai, CN' },
    consignee: { name: 'Nordlicht Handels GmbH', address: 'Am Sandtorkai 12\nHamburg, DE' },
    notify: { name: 'Elbe Customs Brokers GmbH', address: 'Hamburg, DE' },
    cargo: {
      packages: 800,
      packageType: 'CTN',
      goods: 'Bluetooth speakers',
      hsCode: '8518.22',
      grossWeightKg: '9600',
      volumeCbm: '62.4',
      equipment: [
        { isoType: '45G1', count: 2 },
        { isoType: '22G1', count: 1 },
      ],
    },
    routing: {
      placeOfReceipt: 'Suzhou',
      portOfLoading: 'Shanghai (CNSHA)',
      portOfDischarge: 'Hamburg (DEHAM)',
      placeOfDelivery: null,
      carrier: 'Hapag-Lloyd',
      vessel: 'HAPAG EXPRESS BERLIN',
      voyage: '012W',
      flightNo: null,
      etd: '2026-12-03 18:00',
      eta: '2027-01-08 06:00',
      cutOff: '2026-12-01 12:00',
    },
    terms: { incoterm: 'CIF', freight: null, serviceType: 'CY/CY', remarks: null },
    issuer,
  };

  it('is one call over a booking: parties, cargo, equipment, routing and terms', () => {
    const doc = bookingConfirmationDocument(booking, 'en_us', tr('en_us'));
    expect(doc.title).toBe('Booking confirmation');
    expect(doc.barcode).toEqual({ label: 'Booking no.', value: 'BK2612000007' });
    const text = textOf(doc);
    for (const expected of [
      'Golden Bridge Electronics Co., Ltd.',
      'Elbe Customs Brokers GmbH',
      'HAPAG EXPRESS BERLIN / 012W',
      'Cargo cut-off',
      '2026-12-01 12:00',
      '9,600.000',
      'Freight prepaid',
      'CY/CY',
      'Confirmed by Tidemark Logistics',
    ])
      expect(text).toContain(expected);
    const equipment = doc.sections.find((s) => s.kind === 'table' && s.totals);
    expect(equipment?.kind === 'table' && equipment.totals).toEqual(['Total', '3']);
  });

  it('prints the freight terms the booking states over those of its Incoterm, in Chinese too', () => {
    const doc = bookingConfirmationDocument(
      { ...booking, terms: { ...booking.terms, freight: 'collect' } },
      'zh_cn',
      tr('zh_cn'),
    );
    const text = textOf(doc);
    expect(text).toContain('订舱确认书');
    expect(text).toContain('运费到付');
    expect(text).toContain('截货时间');
  });
});

describe('the documents catalog', () => {
  it('has every key in both languages', () => {
    const en = Object.keys(flattenCatalog(documentsCatalog.en_us));
    const zh = Object.keys(flattenCatalog(documentsCatalog.zh_cn));
    expect(en.sort()).toEqual(zh.sort());
    for (const key of en) expect(hasKey(key)).toBe(true);
  });
});
