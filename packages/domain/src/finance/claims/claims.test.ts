import { describe, expect, it } from 'vitest';
import { cargowiseDocument, isReversal, problemText } from '../submit';
import { afterSettlement, settlementLine, timeBarDay } from './rules';

describe('claim rules', () => {
  it('books a settlement as a revenue credit, a cost credit or revenue, by who claims against whom', () => {
    expect(settlementLine('from_customer', '400')).toEqual({ side: 'revenue', unitPrice: '-400.00' });
    expect(settlementLine('against_carrier', '120.5')).toEqual({ side: 'cost', unitPrice: '-120.50' });
    expect(settlementLine('against_supplier', '80')).toEqual({ side: 'cost', unitPrice: '-80.00' });
    expect(settlementLine('against_customer', '75.25')).toEqual({ side: 'revenue', unitPrice: '75.25' });
  });

  it('settles in parts up to the amount claimed, never beyond, in decimals', () => {
    expect(afterSettlement('1000.00', '0', '400.00')).toEqual({ settledAmount: '400.00', status: 'partially_settled' });
    expect(afterSettlement('0.30', '0.10', '0.20')).toEqual({ settledAmount: '0.30', status: 'settled' });
    expect(afterSettlement('1000.00', '400.00', '600.01')).toBeNull();
    expect(afterSettlement('1000.00', '0', '0')).toBeNull();
  });

  it('bars ocean claims nine months after delivery, month ends kept', () => {
    expect(timeBarDay('2026-01-31')).toBe('2026-10-31');
    expect(timeBarDay('2026-05-31')).toBe('2027-02-28');
    expect(timeBarDay('2027-06-15')).toBe('2028-03-15');
  });
});

describe('the CargoWise document', () => {
  const line = {
    chargeLineId: 7,
    side: 'revenue' as const,
    chargeCode: 'OFR',
    cwCode: 'FRT' as string | null,
    description: 'Ocean freight <FCL> & BAF',
    partyCode: 'C0001',
    partyName: 'Harbour Trading',
    currency: 'USD',
    amount: '1200',
    localAmount: '8640.00',
    taxAmount: '0',
  };
  const submission = {
    submissionNo: 'SHA2611000123-CW1',
    shipmentNo: 'SHA2611000123',
    mode: 'FCL',
    branchCode: 'SHA',
    localCurrency: 'CNY',
    lines: [
      line,
      {
        ...line,
        chargeLineId: 8,
        side: 'cost' as const,
        chargeCode: 'OTHC',
        cwCode: 'OTHC',
        amount: '650',
        localAmount: '650.00',
        currency: 'CNY',
      },
    ],
  };

  it('writes the shipment, sell lines with their debtor and cost lines with their creditor, escaped', () => {
    const built = cargowiseDocument(submission);
    if (!built.ok) throw new Error('refused');
    expect(built.xml).toContain('<Key>SHA2611000123</Key>');
    expect(built.xml).toContain('<ChargeCode><Code>FRT</Code></ChargeCode>');
    expect(built.xml).toContain('<SellOSAmount>1200.00</SellOSAmount>');
    expect(built.xml).toContain('<SellOSCurrency><Code>USD</Code></SellOSCurrency>');
    expect(built.xml).toContain('<CostOSAmount>650.00</CostOSAmount>');
    expect(built.xml).toMatch(/<Debtor>\s*<Type>Organization<\/Type>\s*<Key>C0001<\/Key>/);
    expect(built.xml).toMatch(/<Creditor>\s*<Type>Organization<\/Type>\s*<Key>C0001<\/Key>/);
    expect(built.xml).toContain('Ocean freight &lt;FCL&gt; &amp; BAF');
    expect(built.xml).toContain('<TransportMode><Code>SEA</Code></TransportMode>');
  });

  it('refuses a reversal, an unknown code, a line without party or currency, saying so in both languages', () => {
    expect(isReversal({ amount: '-0.01' })).toBe(true);
    expect(isReversal({ amount: '0' })).toBe(false);
    const built = cargowiseDocument({
      ...submission,
      lines: [
        { ...line, amount: '-50' },
        { ...line, chargeLineId: 9, chargeCode: 'XYZ' },
        { ...line, chargeLineId: 10, partyCode: null },
        { ...line, chargeLineId: 11, currency: null },
        { ...line, chargeLineId: 12, cwCode: null },
      ],
    });
    if (built.ok) throw new Error('accepted');
    expect(built.problems.map((p) => p.reason)).toEqual([
      'reversal',
      'unknownCode',
      'noParty',
      'noCurrency',
      'unknownCode',
    ]);
    const text = problemText(built.problems.slice(2, 3));
    expect(text).toBe('Line 10 OFR has no party (debtor or creditor) / 费用行 10 OFR 缺少结算对象（应收方或应付方）');
  });
});
