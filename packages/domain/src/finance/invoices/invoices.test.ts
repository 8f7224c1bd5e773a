import { describe, expect, it } from 'vitest';
import { DATEV_COLUMNS, datevAmount, datevColumnLine, datevDate, datevHeader, datevRow, windows1252 } from './datev';
import {
  ageingBucket,
  convertAmount,
  dueDateOf,
  invoiceNumber,
  lineTax,
  parseInvoiceNumber,
  paymentRefusal,
  paymentState,
  sumAmounts,
} from './rules';

describe('invoice numbers', () => {
  it('name the branch, the kind, the year and six digits of the counter', () => {
    expect(invoiceNumber('SHA', 'invoice', 2026, 123)).toBe('SHA-INV-2026-000123');
    expect(invoiceNumber('sha', 'debit_note', 2026, 7)).toBe('SHA-DN-2026-000007');
    expect(invoiceNumber('LAX', 'invoice', 2027, 1_234_567)).toBe('LAX-INV-2027-1234567');
    expect(() => invoiceNumber('SHA', 'invoice', 2026, 0)).toThrow();
  });
  it('read back into their parts', () => {
    expect(parseInvoiceNumber('SHA-DN-2026-000007')).toEqual({
      branchCode: 'SHA',
      kind: 'debit_note',
      year: 2026,
      sequence: 7,
    });
    expect(parseInvoiceNumber('SHA-XX-2026-000007')).toBeNull();
  });
});

describe('conversion and rounding', () => {
  it('rounds each line half up to the invoice currency’s minor units', () => {
    expect(convertAmount('100.00', '7.24637681', 'CNY')).toBe('724.64');
    expect(convertAmount('0.05', '0.5', 'USD')).toBe('0.03');
    expect(convertAmount('-0.05', '0.5', 'USD')).toBe('-0.03');
    expect(convertAmount('850.00', '0.13800000', 'USD')).toBe('117.30');
    // JPY has no minor units.
    expect(convertAmount('10.00', '149.55', 'JPY')).toBe('1496');
    expect(lineTax('450.00', '0.06', 'USD')).toBe('27.00');
    expect(lineTax('0.25', '0.06', 'USD')).toBe('0.02');
  });
  it('adds rounded lines, so the printed lines make the total', () => {
    expect(sumAmounts(['0.03', '0.03', '0.03'], 'USD')).toBe('0.09');
    expect(sumAmounts(['1496', '3'], 'JPY')).toBe('1499');
  });
  it('counts due dates in days', () => {
    expect(dueDateOf('2026-01-31', 30)).toBe('2026-03-02');
  });
});

describe('payments', () => {
  it('say unpaid, partly paid or paid', () => {
    expect(paymentState('100.00', '0')).toBe('unpaid');
    expect(paymentState('100.00', '40.00')).toBe('partly_paid');
    expect(paymentState('100.00', '100.00')).toBe('paid');
    expect(paymentState('-50.00', '0')).toBe('paid');
  });
  it('refuse nothing, less than nothing and more than the open balance', () => {
    expect(paymentRefusal('100.00', '40.00', '60.00')).toBeNull();
    expect(paymentRefusal('100.00', '40.00', '60.01')).toBe('overpayment');
    expect(paymentRefusal('100.00', '0', '0')).toBe('notPositive');
    expect(paymentRefusal('100.00', '0', '-1')).toBe('notPositive');
  });
});

describe('ageing buckets', () => {
  it('count days past the due date', () => {
    expect(ageingBucket('2026-03-10', '2026-03-09')).toBe('current');
    expect(ageingBucket('2026-03-10', '2026-03-10')).toBe('d0_30');
    expect(ageingBucket('2026-03-10', '2026-04-09')).toBe('d0_30');
    expect(ageingBucket('2026-03-10', '2026-04-10')).toBe('d31_60');
    expect(ageingBucket('2026-03-10', '2026-05-09')).toBe('d31_60');
    expect(ageingBucket('2026-03-10', '2026-05-10')).toBe('d61_90');
    expect(ageingBucket('2026-03-10', '2026-06-08')).toBe('d61_90');
    expect(ageingBucket('2026-03-10', '2026-06-09')).toBe('d90_plus');
  });
});

describe('DATEV booking batch', () => {
  const batch = {
    consultant: 1001,
    client: 12,
    fiscalYearStart: '2026-01-01',
    accountLength: 4,
    from: '2026-03-01',
    to: '2026-03-31',
    label: 'Rechnungen 2026-03',
    initials: '',
    currency: 'EUR',
    exportedBy: 'finance',
    createdAt: new Date('2026-04-02T08:15:30.123Z'),
  };
  it('heads the file with the EXTF header of format 700, category 21', () => {
    const fields = datevHeader(batch).split(';');
    expect(fields).toHaveLength(31);
    expect(fields.slice(0, 6)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13', '20260402081530123']);
    expect(fields[10]).toBe('1001');
    expect(fields[11]).toBe('12');
    expect(fields[12]).toBe('20260101');
    expect(fields[13]).toBe('4');
    expect(fields.slice(14, 16)).toEqual(['20260301', '20260331']);
    expect(fields[21]).toBe('"EUR"');
  });
  it('names its 125 columns as DATEV does', () => {
    expect(DATEV_COLUMNS).toHaveLength(125);
    expect(new Set(DATEV_COLUMNS).size).toBe(125);
    expect(datevColumnLine().startsWith('Umsatz (ohne Soll/Haben-Kz);Soll/Haben-Kennzeichen;WKZ Umsatz;Kurs;')).toBe(
      true,
    );
    expect(DATEV_COLUMNS[9]).toBe('Belegdatum');
    expect(DATEV_COLUMNS[10]).toBe('Belegfeld 1');
    expect(DATEV_COLUMNS[124]).toBe('Abw. Skontokonto');
  });
  it('writes a booking with a comma decimal, the Soll/Haben indicator and the date as DDMM', () => {
    expect(datevAmount('1190.5')).toBe('1190,50');
    expect(datevAmount('-225.00')).toBe('225,00');
    expect(datevDate('2026-03-07')).toBe('0703');
    const row = datevRow({
      total: '1190.50',
      currency: 'USD',
      account: '10042',
      contraAccount: '8400',
      date: '2026-03-07',
      documentNo: 'SHA-INV-2026-000123',
      text: 'SHP1 Müller "Nord" GmbH',
      dueDate: '2026-04-06',
    });
    const cells = row.split(';');
    expect(cells).toHaveLength(125);
    expect(cells.slice(0, 14)).toEqual([
      '1190,50',
      '"S"',
      '"USD"',
      '',
      '',
      '',
      '10042',
      '8400',
      '',
      '0703',
      '"SHA-INV-2026-000123"',
      '',
      '',
      '"SHP1 Müller ""Nord"" GmbH"',
    ]);
    expect(cells[116]).toBe('06042026');
    const credit = datevRow({
      total: '-225.00',
      currency: 'USD',
      account: '10042',
      contraAccount: '8100',
      date: '2026-03-08',
      documentNo: 'SHA-DN-2026-000001',
      text: '',
      dueDate: '2026-04-07',
    }).split(';');
    expect(credit.slice(0, 2)).toEqual(['225,00', '"H"']);
  });
  it('encodes Windows-1252, the euro sign as 0x80', () => {
    expect([...windows1252('€ä;Ü')]).toEqual([0x80, 0xe4, 0x3b, 0xdc]);
    expect([...windows1252('上')]).toEqual([0x3f]);
  });
});
