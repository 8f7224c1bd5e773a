import { describe, expect, it } from 'vitest';
import {
  marginRefusal,
  marginShares,
  priceQuotation,
  QUOTATION_ACTIONS,
  quotationActionRefusal,
  quotationValidity,
  validityRefusal,
} from './rules';
import { quotationCreateSchema } from './schemas';

const q = { validFrom: '2026-12-01', validUntil: '2026-12-31', obsolete: false };

describe('quotation validity', () => {
  it('is valid between its dates, both days included', () => {
    expect(quotationValidity(q, '2026-12-01')).toBe('valid');
    expect(quotationValidity(q, '2026-12-31')).toBe('valid');
  });
  it('is not yet effective before its first day and expired after its last', () => {
    expect(quotationValidity(q, '2026-11-30')).toBe('inactive');
    expect(quotationValidity(q, '2027-01-01')).toBe('expired');
  });
  it('is obsolete once replaced, whatever its dates', () => {
    expect(quotationValidity({ ...q, obsolete: true }, '2026-12-10')).toBe('obsolete');
    expect(quotationValidity({ ...q, obsolete: true }, '2027-03-01')).toBe('obsolete');
  });
  it('refuses a last day before the first', () => {
    expect(validityRefusal('2026-12-10', '2026-12-09')).toBe('pricing.quotations.errors.validUntilBeforeFrom');
    expect(validityRefusal('2026-12-10', '2026-12-10')).toBeNull();
    expect(quotationCreateSchema.safeParse({}).success).toBe(false);
  });
});

describe('margin by amount or percentage', () => {
  it('takes only one of them, and the one the method names', () => {
    expect(marginRefusal({ calcMethod: 'amount', markupAmount: '100', markupPercent: '5' })?.key).toBe(
      'pricing.quotations.errors.amountOrPercentage',
    );
    expect(marginRefusal({ calcMethod: 'amount', markupAmount: null, markupPercent: '5' })?.field).toBe(
      'markupPercent',
    );
    expect(marginRefusal({ calcMethod: 'percentage', markupAmount: '5', markupPercent: null })?.field).toBe(
      'markupAmount',
    );
    expect(marginRefusal({ calcMethod: null, markupAmount: '5', markupPercent: null })?.field).toBe('calcMethod');
    expect(marginRefusal({ calcMethod: 'amount', markupAmount: '100', markupPercent: '' })).toBeNull();
  });

  const lines = [
    { chargeCode: 'OFR', amount: '2000.0000', currency: 'USD' },
    { chargeCode: 'BAF', amount: '190.0000', currency: 'USD' },
    { chargeCode: 'OTHC', amount: '1130.0000', currency: 'CNY' },
    { chargeCode: 'DOC', amount: '45.0000', currency: 'USD' },
  ];

  it('spreads an amount over the lines of its currency in proportion, adding up exactly', () => {
    const shares = marginShares(lines, {
      calcMethod: 'amount',
      markupAmount: '100',
      markupPercent: null,
      grouping: 'by_charge',
      currency: 'USD',
    });
    expect(shares).toEqual(['89.4855', '8.5011', '0.0000', '2.0134']);
  });

  it('puts an all-in amount on the main freight', () => {
    const shares = marginShares(lines, {
      calcMethod: 'amount',
      markupAmount: '150.5',
      markupPercent: null,
      grouping: 'all_in',
      currency: 'USD',
    });
    expect(shares).toEqual(['150.5000', '0.0000', '0.0000', '0.0000']);
  });

  it('gives each line its percent of its own amount', () => {
    const shares = marginShares(lines, {
      calcMethod: 'percentage',
      markupAmount: null,
      markupPercent: '7.5',
      grouping: 'by_charge',
      currency: 'USD',
    });
    expect(shares).toEqual(['150.0000', '14.2500', '84.7500', '3.3750']);
  });

  it('prices a quotation in decimals: no binary fractions in the totals', () => {
    const priced = priceQuotation(
      [
        { chargeCode: 'OFR', rate: '0.1', unit: 'cbm', currency: 'USD', costRate: '0.07' },
        { chargeCode: 'DOC', rate: '0.2', unit: 'shipment', currency: 'USD' },
      ],
      { containers: 0, weightKg: '100', volumeCbm: '3' },
      { calcMethod: 'percentage', markupAmount: null, markupPercent: '10', grouping: 'by_charge', currency: 'USD' },
    );
    expect(priced.lines.map((l) => [l.quantity, l.base, l.margin, l.amount])).toEqual([
      ['3.000', '0.3000', '0.0300', '0.3300'],
      ['1', '0.2000', '0.0200', '0.2200'],
    ]);
    expect(priced.total).toBe('0.5500');
    expect(priced.costTotal).toBe('0.2100');
  });
});

describe('quotation actions by state and validity', () => {
  /** The actions a quotation offers, for one who may not edit quotations and one who may. */
  const offered = (status: string, validity: string, mayEdit = false) =>
    QUOTATION_ACTIONS.filter((a) => quotationActionRefusal(a, { status, validity }, mayEdit) === null);

  it('offers a draft its filling, quoting and copying; an expired draft is not quoted', () => {
    expect(offered('draft', 'valid')).toEqual(['fill', 'quote', 'copy']);
    expect(offered('draft', 'inactive')).toEqual(['fill', 'quote', 'copy']);
    expect(offered('draft', 'expired')).toEqual(['fill', 'copy']);
    expect(quotationActionRefusal('quote', { status: 'draft', validity: 'expired' })).toBe(
      'pricing.checks.warnings.validity',
    );
  });
  it('offers a quoted one sending and the answers while in force or ahead of it, a re-quote also once expired', () => {
    expect(offered('quoted', 'valid')).toEqual(['send', 'reject', 'confirm', 'copy', 'requote']);
    expect(offered('quoted', 'inactive')).toEqual(['send', 'reject', 'confirm', 'copy', 'requote']);
    expect(offered('quoted', 'expired')).toEqual(['copy', 'requote']);
    expect(offered('quoted', 'valid', true)).toEqual(['fill', 'send', 'reject', 'confirm', 'copy', 'requote']);
  });
  it('offers a replaced (obsolete) one a plain copy only, and a confirmed or rejected one too', () => {
    expect(offered('quoted', 'obsolete', true)).toEqual(['copy']);
    expect(quotationActionRefusal('send', { status: 'quoted', validity: 'obsolete' })).toBe(
      'pricing.quotations.errors.obsolete',
    );
    expect(offered('confirmed', 'valid', true)).toEqual(['copy']);
    expect(offered('rejected', 'expired', true)).toEqual(['copy']);
  });
});
