import { isoDate } from '@tidemark/domain/site/forms/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, form } from '../../../../test/session-helpers';

const inDays = (n: number) => isoDate(new Date(Date.now() + n * 86_400_000));

const CONTACT = {
  name: 'Li Wei',
  company: 'Harbour Lights Trading',
  email: 'li.wei@example.com',
  topic: 'ocean',
  message: 'We ship two 40HC a month from Shanghai to Hamburg.',
  consent: 'yes',
};
const QUOTE = {
  origin: 'CNSHA',
  destination: 'DEHAM',
  mode: 'FCL',
  containerType: '40HC',
  containerCount: '2',
  description: 'Flat-pack furniture',
  packages: '340',
  grossWeight: '18500',
  volume: '67.5',
  hazardous: 'no',
  readyDate: inDays(5),
  deliveryDate: inDays(45),
  incoterm: 'FOB',
  name: 'Li Wei',
  email: 'li.wei@example.com',
  phone: '021-12345678',
  consent: 'yes',
};
const BOOKING = {
  origin: 'PVG',
  destination: 'FRA',
  flightDate: inDays(4),
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
const REPORT = {
  identity: 'anonymous',
  category: 'fraud',
  country: 'CN',
  description: 'Weights on invoices are changed.',
};

describe.each(ENGINES)('public forms on %s', (engine) => {
  let t: TestApp;
  let address = 0;
  // Each test sends from its own address, so the per-address limit only bites where a test wants it.
  const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;
  const send = (url: string, fields: Fields, ip = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ lang: 'en_us', ...fields }),
    });
  const outboxTo = (email: string) =>
    t.database.query<{ subject: string; body_text: string; purpose: string }>(
      'SELECT subject, body_text, purpose FROM mail_outbox WHERE to_address = $1 ORDER BY id',
      [email],
    );

  beforeAll(async () => {
    t = await testApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('contact', () => {
    it('stores the message with a reference and mails the sender', async () => {
      const res = await send('/api/inquiries/contact', { ...CONTACT, email: 'contact.one@example.com' });
      expect(res.statusCode, res.body).toBe(200);
      const { reference } = res.json().data;
      expect(reference).toMatch(new RegExp(`^CT-${new Date().getUTCFullYear()}-\\d{6}$`));
      const rows = await t.database.query<{ kind: string; status: string; details: { topic: string } }>(
        'SELECT kind, status, details FROM inquiries WHERE reference = $1',
        [reference],
      );
      expect(rows).toEqual([{ kind: 'contact', status: 'new', details: expect.objectContaining({ topic: 'ocean' }) }]);
      const mails = await outboxTo('contact.one@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain(reference);
      expect(mails[0]?.purpose).toBe('inquiry:contact');
    });

    it('refuses each SPEC format rule, naming the field in the caller language', async () => {
      const cases: [Fields, string, string, string][] = [
        [
          { email: 'li.wei@nodot' },
          'email',
          'Enter a valid e-mail address, like name@company.com',
          '请输入有效的电子邮箱，例如 name@company.com',
        ],
        [
          { phone: '23812345678' },
          'phone',
          'Enter an 11-digit mobile number starting with 1, or a landline like 021-12345678',
          '请输入以1开头的11位手机号码，或如 021-12345678 的固定电话',
        ],
        [
          { phone: '02-1234567' },
          'phone',
          'Enter an 11-digit mobile number starting with 1, or a landline like 021-12345678',
          '请输入以1开头的11位手机号码，或如 021-12345678 的固定电话',
        ],
        [{ message: 'x'.repeat(2_001) }, 'message', 'At most 2000 characters', '最多2000个字符'],
      ];
      for (const [change, field, en, zh] of cases) {
        const english = await send('/api/inquiries/contact', { ...CONTACT, ...change });
        expect(english.statusCode).toBe(400);
        expect(english.json().errors).toEqual({ [field]: en });
        const chinese = await send('/api/inquiries/contact', { ...CONTACT, ...change, lang: 'zh_cn' });
        expect(chinese.json().errors).toEqual({ [field]: zh });
      }
      const noConsent = await send('/api/inquiries/contact', { ...CONTACT, consent: '' });
      expect(noConsent.json().errors).toEqual({ consent: 'Please agree to the privacy policy so we may answer you' });
      for (const phone of ['13812345678', '021-12345678', '12345678']) {
        expect((await send('/api/inquiries/contact', { ...CONTACT, phone })).statusCode, phone).toBe(200);
      }
    });

    it('accepts a filled honeypot silently and stores nothing', async () => {
      const before = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM inquiries');
      const res = await send('/api/inquiries/contact', {
        ...CONTACT,
        email: 'bot@example.com',
        homepage: 'http://spam',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { reference: null } });
      const after = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM inquiries');
      expect(after[0]?.n).toBe(before[0]?.n);
      expect(await outboxTo('bot@example.com')).toEqual([]);
    });

    it('limits submissions per address with a 429', async () => {
      const ip = '10.9.9.9';
      for (let i = 0; i < 10; i++) expect((await send('/api/inquiries/contact', CONTACT, ip)).statusCode).toBe(200);
      const limited = await send('/api/inquiries/contact', CONTACT, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Too many requests, please wait a moment and try again');
      expect((await send('/api/inquiries/contact', CONTACT)).statusCode).toBe(200);
    });
  });

  describe('quotation request', () => {
    it('is stored for sales with a QR reference and confirmed by mail', async () => {
      const res = await send('/api/inquiries/quote', { ...QUOTE, email: 'quote.one@example.com' });
      expect(res.statusCode, res.body).toBe(200);
      const { reference } = res.json().data;
      expect(reference).toMatch(/^QR-\d{4}-\d{6}$/);
      const rows = await t.database.query<{ status: string; phone: string; details: Record<string, unknown> }>(
        `SELECT status, phone, details FROM inquiries WHERE reference = $1 AND kind = 'quote'`,
        [reference],
      );
      expect(rows[0]).toMatchObject({ status: 'new', phone: '021-12345678' });
      expect(rows[0]?.details).toMatchObject({
        origin: 'CNSHA',
        destination: 'DEHAM',
        containerType: '40HC',
        grossWeight: '18500',
      });
      const mails = await outboxTo('quote.one@example.com');
      expect(mails[0]?.body_text).toContain('Shanghai (CNSHA)');
      const next = (await send('/api/inquiries/quote', QUOTE)).json().data.reference;
      expect(Number(next.slice(-6))).toBe(Number(reference.slice(-6)) + 1);
    });

    it('refuses unknown ports, past ready dates and a delivery before the ready date', async () => {
      const res = await send('/api/inquiries/quote', { ...QUOTE, origin: 'ZZZZZ' });
      expect(res.json().errors).toEqual({ origin: 'This port is not in our port list' });
      const past = await send('/api/inquiries/quote', { ...QUOTE, readyDate: inDays(-3), lang: 'zh_cn' });
      expect(past.json().errors).toEqual({ readyDate: '日期不能早于今天' });
      const order = await send('/api/inquiries/quote', { ...QUOTE, deliveryDate: QUOTE.readyDate });
      expect(order.json().errors).toEqual({ deliveryDate: 'The delivery date must be after the cargo ready date' });
    });
  });

  describe('air booking request', () => {
    it('is stored with its chargeable weight and an AB reference', async () => {
      const res = await send('/api/inquiries/air-booking', { ...BOOKING, email: 'air.one@example.com' });
      expect(res.statusCode, res.body).toBe(200);
      const { reference } = res.json().data;
      expect(reference).toMatch(/^AB-\d{4}-\d{6}$/);
      const rows = await t.database.query<{ details: Record<string, unknown> }>(
        'SELECT details FROM inquiries WHERE reference = $1',
        [reference],
      );
      expect(rows[0]?.details).toMatchObject({ origin: 'PVG', destination: 'FRA', chargeableWeight: 640 });
      expect((await outboxTo('air.one@example.com'))[0]?.body_text).toContain('640 kg');
    });

    it('needs a UN number for dangerous goods and known airports', async () => {
      const dg = await send('/api/inquiries/air-booking', { ...BOOKING, dangerousGoods: 'yes', unNumber: '12' });
      expect(dg.json().errors).toEqual({ unNumber: 'A UN number has 4 digits, like UN1845' });
      const unknown = await send('/api/inquiries/air-booking', { ...BOOKING, destination: 'QQQ', lang: 'zh_cn' });
      expect(unknown.json().errors).toEqual({ destination: '该机场不在我们的机场列表中' });
    });
  });

  describe('port search', () => {
    it('finds seaports by name or code and airports by IATA code, in the language', async () => {
      const sea = await t.app.inject({ method: 'GET', url: '/api/inquiries/ports?q=hamburg&lang=en_us' });
      expect(sea.json().data[0]).toMatchObject({ code: 'DEHAM', name: 'Hamburg' });
      const air = await t.app.inject({ method: 'GET', url: '/api/inquiries/ports?q=PVG&kind=air&lang=zh_cn' });
      expect(air.json().data[0]).toMatchObject({ code: 'PVG', unlocode: 'CNPVG' });
      const bad = await t.app.inject({ method: 'GET', url: '/api/inquiries/ports?kind=rail' });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('Speaking Up', () => {
    const report = async (fields: Fields = {}) => {
      const res = await send('/api/inquiries/speaking-up', { ...REPORT, ...fields });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { caseNumber: string; key: string; dueOn: string };
    };

    it('gives a case number and a key shown once, storing only its hash and no identity when anonymous', async () => {
      const { caseNumber, key } = await report({ name: 'typed first', email: 'typed@example.com' });
      expect(caseNumber).toMatch(/^SU-\d{4}-\d{4}$/);
      expect(key.replaceAll('-', '')).toMatch(/^[A-Z2-7]{26}$/);
      const rows = await t.database.query<Record<string, unknown>>(
        'SELECT key_hash, anonymous, reporter_name, reporter_email FROM speaking_up_reports WHERE case_number = $1',
        [caseNumber],
      );
      expect(rows[0]).toMatchObject({ anonymous: true, reporter_name: null, reporter_email: null });
      expect(JSON.stringify(rows[0])).not.toContain(key.replaceAll('-', ''));
      expect(await outboxTo('typed@example.com')).toEqual([]);
    });

    it('mails a named reporter the case number but never the key', async () => {
      const { caseNumber, key } = await report({
        identity: 'named',
        name: 'Chen Jing',
        email: 'chen.jing@example.com',
      });
      const mails = await outboxTo('chen.jing@example.com');
      expect(mails[0]?.body_text).toContain(caseNumber);
      expect(mails[0]?.body_text).not.toContain(key);
      const missing = await send('/api/inquiries/speaking-up', { ...REPORT, identity: 'named', email: 'x@y' });
      expect(missing.json().errors).toEqual({
        name: 'This field is required',
        email: 'Enter a valid e-mail address, like name@company.com',
      });
    });

    it('shows the case to the holder of the key and takes more information', async () => {
      const { caseNumber, key, dueOn } = await report();
      const res = await send('/api/inquiries/speaking-up/case', { caseNumber, key: key.toLowerCase() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ caseNumber, status: 'received', dueOn, messages: [] });
      const added = await send('/api/inquiries/speaking-up/message', {
        caseNumber,
        key,
        message: 'It happened again.',
      });
      expect(added.json().data.messages).toEqual([
        expect.objectContaining({ from: 'reporter', text: 'It happened again.' }),
      ]);
    });

    it('answers a wrong key exactly like an unknown case', async () => {
      const { caseNumber, key } = await report();
      const wrongKey = await send('/api/inquiries/speaking-up/case', {
        caseNumber,
        key: `${key.slice(0, -1)}A` === key ? `${key.slice(0, -1)}B` : `${key.slice(0, -1)}A`,
      });
      const unknown = await send('/api/inquiries/speaking-up/case', { caseNumber: 'SU-1999-9999', key });
      expect(wrongKey.statusCode).toBe(404);
      expect(unknown.statusCode).toBe(404);
      expect(wrongKey.body).toBe(unknown.body);
      const message = await send('/api/inquiries/speaking-up/message', { caseNumber, key: 'AAAA-BBBB', message: 'x' });
      expect(message.body).toBe(unknown.body);
    });

    it('limits follow-up look-ups per address', async () => {
      const ip = '10.8.8.8';
      for (let i = 0; i < 10; i++) {
        expect(
          (await send('/api/inquiries/speaking-up/case', { caseNumber: 'SU-2026-0001', key: 'GUESS' }, ip)).statusCode,
        ).toBe(404);
      }
      expect(
        (await send('/api/inquiries/speaking-up/case', { caseNumber: 'SU-2026-0001', key: 'GUESS' }, ip)).statusCode,
      ).toBe(429);
    });

    it('counts the due date in business days, skipping the weekend', async () => {
      const { caseNumber, key } = await report();
      // Reported on Friday 2026-11-20: 30 business days later is Friday 2027-01-01 (weekends skipped, no holidays).
      await t.database.query(
        `UPDATE speaking_up_reports SET created_at = '2026-11-20T10:00:00Z' WHERE case_number = $1`,
        [caseNumber],
      );
      const res = await send('/api/inquiries/speaking-up/case', { caseNumber, key });
      expect(res.json().data).toMatchObject({ submittedOn: '2026-11-20', dueOn: '2027-01-01' });
    });
  });
});
