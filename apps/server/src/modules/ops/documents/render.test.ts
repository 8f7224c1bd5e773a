import { type Language, translate } from '@tidemark/domain';
import {
  type BookingRecord,
  bookingConfirmationDocument,
  type HouseBillRecord,
  houseBillDocument,
  type ManifestRecord,
  manifestDocument,
} from '@tidemark/domain/ops/documents/documents';
import type { DocumentModel } from '@tidemark/domain/ops/documents/model';
import { describe, expect, it } from 'vitest';
import { documentFonts } from './fonts';
import { pdfText } from './pdf-text';
import { renderDocument } from './render';

const tr = (lang: Language) => (key: string, params?: Record<string, string | number>) => translate(lang, key, params);

const issuer = { name: 'Tidemark Logistics', office: 'Shanghai, CN' };

const seaBill: HouseBillRecord = {
  transport: 'sea',
  billNo: 'TDMO26110123',
  shipmentNo: 'S000000123',
  bookingNo: 'BK00000861',
  masterBill: 'COSU6312345670',
  shipper: { name: '宁波华达进出口有限公司', address: '宁波市中山东路 88 号\n宁波，中国' },
  consignee: { name: 'Pacific Gate Imports Inc.', address: '1200 Harbor Boulevard\nLong Beach, US' },
  notify: { name: 'Long Beach Customs Brokerage', address: '15 Dock Road\nLong Beach, US' },
  carrier: 'COSCO Shipping Lines',
  vessel: 'COSCO SHIPPING UNIVERSE',
  voyage: '045E',
  flightNo: null,
  portOfLoading: 'Ningbo (CNNGB)',
  portOfDischarge: 'Los Angeles (USLAX)',
  marks: 'PGI/LA C/NO. 1-240',
  packages: 1240,
  packageType: 'CTN',
  goods: 'LED lighting fixtures',
  hsCode: '9405.42',
  grossWeightKg: '12450.500',
  volumeCbm: '58.250',
  containers: [{ containerNo: 'CSQU3054383', isoType: '45G1', sealNo: 'CN1234567' }],
  incoterm: 'FOB',
  placeOfIssue: 'Shanghai',
  dateOfIssue: '2026-11-20',
  issuer,
};

const airBill: HouseBillRecord = {
  ...seaBill,
  transport: 'air',
  billNo: 'TDMA26110042',
  masterBill: '112-48291634',
  carrier: 'China Cargo Airlines',
  vessel: null,
  voyage: null,
  flightNo: 'CK221',
  containers: [],
};

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
  // Enough houses to run over a page, so the column heads repeat and the totals follow.
  houses: Array.from({ length: 45 }, (_, i) => ({
    billNo: `TDMO2611${String(1000 + i)}`,
    shipper: i % 2 ? '宁波华达进出口有限公司' : 'Golden Bridge Electronics Co., Ltd.',
    consignee: 'Pacific Gate Imports Inc.',
    packages: 10 + i,
    packageType: 'CTN',
    goods: 'LED lighting fixtures',
    grossWeightKg: '100.5',
    volumeCbm: '1.25',
    containers: [`CSQU30543${String(i).padStart(2, '0')}`],
  })),
};

const booking: BookingRecord = {
  transport: 'sea',
  bookingNo: 'BK2612000007',
  bookedOn: '2026-11-28',
  shipper: { name: 'Golden Bridge Electronics Co., Ltd.', address: '500 Pudong Avenue\nShanghai, CN' },
  consignee: { name: 'Nordlicht Handels GmbH', address: 'Am Sandtorkai 12\nHamburg, DE' },
  notify: null,
  cargo: {
    packages: 800,
    packageType: 'CTN',
    goods: 'Bluetooth speakers',
    hsCode: '8518.22',
    grossWeightKg: '9600',
    volumeCbm: '62.4',
    equipment: [{ isoType: '45G1', count: 2 }],
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

type Case = { name: string; build: (lang: Language) => DocumentModel; number: string; party: string; zh: string[] };

const CASES: Case[] = [
  { name: 'house bill of lading', build: (l) => houseBillDocument(seaBill, l, tr(l)), number: 'TDMO26110123', party: 'Pacific Gate Imports Inc.', zh: ['分提单', '发货人', '收货人', '通知方', '装货港', '运费到付'] },
  { name: 'house air waybill', build: (l) => houseBillDocument(airBill, l, tr(l)), number: 'TDMA26110042', party: 'Pacific Gate Imports Inc.', zh: ['分运单', '始发机场', '航班'] },
  { name: 'cargo manifest', build: (l) => manifestDocument(manifest, l, tr(l)), number: 'COSU6312345670', party: 'Golden Bridge Electronics Co., Ltd.', zh: ['货物舱单', '合计'] },
  { name: 'booking confirmation', build: (l) => bookingConfirmationDocument(booking, l, tr(l)), number: 'BK2612000007', party: 'Nordlicht Handels GmbH', zh: ['订舱确认书', '截货时间', '运费预付'] },
]; // biome-ignore format: one document a line

/** Text as pdf.js reads it back: glyph runs may be split, so compare without white space. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('documents as PDF', () => {
  for (const c of CASES) {
    for (const lang of ['en_us', 'zh_cn'] as const) {
      it(`prints the ${c.name} in ${lang} with its number, a party and its labels`, async () => {
        const pdf = await renderDocument(c.build(lang));
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        const { text } = await pdfText(pdf);
        const flat = squeeze(text);
        expect(flat).toContain(c.number);
        expect(flat).toContain(squeeze(c.party));
        if (lang === 'zh_cn') for (const label of c.zh) expect(flat).toContain(label);
        else expect(flat).not.toContain(c.zh[0]);
      });
    }
  }

  it('prints the Chinese party names of a house bill and the totals of a manifest', async () => {
    const bill = squeeze((await pdfText(await renderDocument(houseBillDocument(seaBill, 'en_us', tr('en_us'))))).text);
    expect(bill).toContain('宁波华达进出口有限公司');
    expect(bill).toContain('CSQU3054383');
    expect(bill).toContain('CN1234567');
    const read = await pdfText(await renderDocument(manifestDocument(manifest, 'en_us', tr('en_us'))));
    expect(read.pages).toBeGreaterThan(1);
    // 45 houses: 10 + … + 54 packages, 45 × 100.5 kg, 45 × 1.25 m³.
    expect(squeeze(read.text)).toContain(squeeze('Total: 45'));
    expect(squeeze(read.text)).toContain('1,440');
    expect(squeeze(read.text)).toContain('4,522.500');
    expect(squeeze(read.text)).toContain('56.250');
  });

  it('embeds only the glyphs it prints and reuses the fonts parsed once', async () => {
    expect(documentFonts()).toBe(documentFonts());
    const pdf = await renderDocument(houseBillDocument(seaBill, 'zh_cn', tr('zh_cn')));
    // The font files are over 10 MB each; the subset keeps a document in tens of kilobytes.
    expect(pdf.length).toBeLessThan(150_000);
    const started = performance.now();
    for (let i = 0; i < 5; i++)
      await renderDocument(houseBillDocument(seaBill, i % 2 ? 'zh_cn' : 'en_us', tr(i % 2 ? 'zh_cn' : 'en_us')));
    // A loose bound for a shared test machine; a document takes some tens of milliseconds.
    expect((performance.now() - started) / 5).toBeLessThan(1000);
  });
});
