import { describe, expect, it } from 'vitest';
import { airBookingSchema, chargeableWeight, volumetricWeight } from './air-booking';
import { contactSchema } from './contact';
import { formatReference, formFieldErrors } from './errors';
import { quoteRequestSchema } from './quote';
import { earliestToday, isoDate } from './rules';
import { speakingUpSchema } from './speaking-up';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : formFieldErrors(result.error as Parameters<typeof formFieldErrors>[0]);

const inDays = (n: number) => isoDate(new Date(Date.now() + n * 86_400_000));

const contact = {
  name: 'Li Wei',
  email: 'li.wei@example.com',
  topic: 'ocean',
  message: 'Two FCL a month to Hamburg',
  consent: 'yes',
};

describe('contact form', () => {
  it('accepts a complete message with either phone format', () => {
    expect(contactSchema.safeParse(contact).success).toBe(true);
    expect(contactSchema.safeParse({ ...contact, phone: '13812345678' }).success).toBe(true);
    expect(contactSchema.safeParse({ ...contact, phone: '021-12345678' }).success).toBe(true);
    expect(contactSchema.safeParse({ ...contact, internationalPhone: '+49 40 1234567' }).success).toBe(true);
  });
  it('names each field that breaks a rule', () => {
    expect(errorsOf(contactSchema.safeParse({ ...contact, email: 'li.wei@nodot' }))).toEqual({
      email: { key: 'site.forms.errors.email' },
    });
    expect(errorsOf(contactSchema.safeParse({ ...contact, phone: '23812345678' }))).toEqual({
      phone: { key: 'site.forms.errors.phone' },
    });
    expect(errorsOf(contactSchema.safeParse({ ...contact, internationalPhone: '0049 40' }))).toEqual({
      internationalPhone: { key: 'site.forms.errors.internationalPhone' },
    });
    expect(errorsOf(contactSchema.safeParse({ ...contact, message: 'x'.repeat(2_001) }))).toEqual({
      message: { key: 'site.forms.errors.tooLong', params: { max: 2_000 } },
    });
    const empty = errorsOf(contactSchema.safeParse({ name: '', email: '', message: '', topic: '' }));
    expect(Object.keys(empty).sort()).toEqual(['consent', 'email', 'message', 'name', 'topic']);
    expect(empty.email).toEqual({ key: 'site.forms.errors.required' });
  });
});

const quote = {
  origin: 'cnsha',
  destination: 'DEHAM',
  mode: 'FCL',
  containerType: '40HC',
  containerCount: '2',
  description: 'Furniture',
  packages: '120',
  grossWeight: '18500.5',
  volume: '67.2',
  hazardous: 'no',
  readyDate: inDays(3),
  deliveryDate: inDays(40),
  incoterm: 'FOB',
  name: 'Li Wei',
  email: 'li.wei@example.com',
  consent: 'yes',
};

describe('quotation request', () => {
  it('accepts a full FCL request and upper-cases the ports', () => {
    const parsed = quoteRequestSchema.parse(quote);
    expect(parsed.origin).toBe('CNSHA');
    expect(parsed.packages).toBe(120);
  });
  it('needs container type and count for FCL only', () => {
    expect(errorsOf(quoteRequestSchema.safeParse({ ...quote, containerType: '', containerCount: '0' }))).toEqual({
      containerType: { key: 'site.forms.errors.choose' },
      containerCount: { key: 'site.forms.errors.wholeNumber' },
    });
    const lcl = quoteRequestSchema.parse({ ...quote, mode: 'LCL', containerType: '40HC' });
    expect(lcl.containerType).toBe('');
  });
  it('wants a ready date not in the past and a delivery after it', () => {
    expect(errorsOf(quoteRequestSchema.safeParse({ ...quote, readyDate: inDays(-3) }))).toEqual({
      readyDate: { key: 'site.forms.errors.pastDate' },
    });
    expect(quoteRequestSchema.safeParse({ ...quote, readyDate: earliestToday() }).success).toBe(true);
    expect(errorsOf(quoteRequestSchema.safeParse({ ...quote, deliveryDate: quote.readyDate }))).toEqual({
      deliveryDate: { key: 'site.forms.errors.deliveryBeforeReady' },
    });
    expect(errorsOf(quoteRequestSchema.safeParse({ ...quote, readyDate: '2026-02-30' }))).toEqual({
      readyDate: { key: 'site.forms.errors.date' },
    });
  });
  it('checks weights, port codes and HS codes', () => {
    const bad = errorsOf(
      quoteRequestSchema.safeParse({ ...quote, grossWeight: '0', volume: '1,5', origin: 'Shanghai', hsCode: '84' }),
    );
    expect(bad).toEqual({
      grossWeight: { key: 'site.forms.errors.positive' },
      volume: { key: 'site.forms.errors.number' },
      origin: { key: 'site.forms.errors.port' },
      hsCode: { key: 'site.forms.errors.hsCode' },
    });
    expect(quoteRequestSchema.safeParse({ ...quote, hsCode: '8471.30.01' }).success).toBe(true);
  });
});

describe('air booking request', () => {
  const booking = {
    origin: 'pvg',
    destination: 'FRA',
    flightDate: inDays(5),
    pieces: '4',
    grossWeight: '120',
    length: '120',
    width: '80',
    height: '100',
    commodity: 'Machine parts',
    dangerousGoods: 'no',
    shipper: 'Harbour Lights Trading',
    consignee: 'Nordhafen GmbH',
    name: 'Li Wei',
    email: 'li.wei@example.com',
    consent: 'yes',
  };
  it('computes volumetric weight at 1:6000 and charges the greater weight, rounded up to 0.5 kg', () => {
    const dims = { pieces: 4, lengthCm: 120, widthCm: 80, heightCm: 100 };
    expect(volumetricWeight(dims)).toBe(640);
    expect(chargeableWeight(120, dims)).toBe(640);
    expect(chargeableWeight(700.2, dims)).toBe(700.5);
    expect(chargeableWeight(10, { pieces: 1, lengthCm: 10, widthCm: 10, heightCm: 10 })).toBe(10);
    expect(airBookingSchema.parse(booking)).toMatchObject({ origin: 'PVG', chargeableWeight: 640, unNumber: '' });
  });
  it('needs a UN number for dangerous goods', () => {
    expect(errorsOf(airBookingSchema.safeParse({ ...booking, dangerousGoods: 'yes' }))).toEqual({
      unNumber: { key: 'site.forms.errors.required' },
    });
    expect(errorsOf(airBookingSchema.safeParse({ ...booking, dangerousGoods: 'yes', unNumber: '18' }))).toEqual({
      unNumber: { key: 'site.forms.errors.unNumber' },
    });
    expect(airBookingSchema.parse({ ...booking, dangerousGoods: 'yes', unNumber: '1845' }).unNumber).toBe('UN1845');
  });
  it('refuses a date no calendar has (year 0, month 13) as a date error, never by throwing', () => {
    for (const flightDate of ['0000-00-00', '2026-13-45', '2026-02-30', '9999-99-99']) {
      expect(errorsOf(airBookingSchema.safeParse({ ...booking, flightDate })), flightDate).toEqual({
        flightDate: { key: 'site.forms.errors.date' },
      });
    }
  });
  it('refuses the same airport twice and a past flight', () => {
    expect(errorsOf(airBookingSchema.safeParse({ ...booking, destination: 'PVG' }))).toEqual({
      destination: { key: 'site.forms.errors.samePort' },
    });
    expect(errorsOf(airBookingSchema.safeParse({ ...booking, flightDate: inDays(-2) }))).toEqual({
      flightDate: { key: 'site.forms.errors.pastDate' },
    });
  });
});

describe('Speaking Up report', () => {
  const report = {
    identity: 'anonymous',
    category: 'fraud',
    country: 'cn',
    description: 'Weights changed on invoices',
  };
  it('drops name and e-mail of an anonymous report', () => {
    expect(speakingUpSchema.parse({ ...report, name: 'Typed before', email: 'x@example.com' })).toMatchObject({
      name: '',
      email: '',
      country: 'CN',
    });
  });
  it('needs a name and a valid e-mail when named', () => {
    expect(errorsOf(speakingUpSchema.safeParse({ ...report, identity: 'named', email: 'bad' }))).toEqual({
      name: { key: 'site.forms.errors.required' },
      email: { key: 'site.forms.errors.email' },
    });
  });
  it('refuses an events date no calendar has as a date error', () => {
    expect(errorsOf(speakingUpSchema.safeParse({ ...report, eventsDate: '0000-00-00' }))).toEqual({
      eventsDate: { key: 'site.forms.errors.date' },
    });
  });
  it('refuses an events date in the future', () => {
    expect(errorsOf(speakingUpSchema.safeParse({ ...report, eventsDate: inDays(3) }))).toEqual({
      eventsDate: { key: 'site.forms.errors.futureDate' },
    });
  });
});

describe('references', () => {
  it('have a prefix, the year and a padded serial', () => {
    expect(formatReference('quote', 2026, 123)).toBe('QR-2026-000123');
    expect(formatReference('speakingUp', 2026, 42)).toBe('SU-2026-0042');
    expect(formatReference('speakingUp', 2026, 12_345)).toBe('SU-2026-12345');
  });
});
