import { describe, expect, it } from 'vitest';
import { shareProblems } from './shares';
import { germanVatCheckDigit, gstinCheckCharacter, normalizeTaxId, taxIdProblem, usciCheckCharacter } from './tax-ids';

describe('tax id checks', () => {
  it('computes the unified social credit code check character (GB 32100-2015)', () => {
    expect(usciCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(taxIdProblem('USCI', 'CN', '91350100M000100Y43')).toBeNull();
    expect(taxIdProblem('USCI', 'CN', '91350100M000100Y44')).toBe('taxIdCheck');
    // I, O, S, V and Z are not characters of the code; 17 characters is too short.
    expect(taxIdProblem('USCI', 'CN', '91350100M000100O43')).toBe('taxIdFormat');
    expect(taxIdProblem('USCI', 'CN', '91350100M000100Y4')).toBe('taxIdFormat');
    expect(taxIdProblem('USCI', 'US', '91350100M000100Y43')).toBe('taxIdCountry');
  });

  it('checks a GSTIN: state code, PAN, entity, Z and the base-36 check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(taxIdProblem('GSTIN', 'IN', '27AAPFU0939F1ZV')).toBeNull();
    expect(taxIdProblem('GSTIN', 'IN', '27AAPFU0939F1ZW')).toBe('taxIdCheck');
    expect(taxIdProblem('GSTIN', 'IN', '40AAPFU0939F1ZV')).toBe('taxIdFormat');
  });

  it('accepts an EIN only with an IRS campus prefix', () => {
    expect(taxIdProblem('EIN', 'US', '95-1234567')).toBeNull();
    expect(taxIdProblem('EIN', 'US', '07-1234567')).toBe('taxIdFormat');
    expect(taxIdProblem('EIN', 'US', '95-123456')).toBe('taxIdFormat');
  });

  it('checks VAT numbers by country, and the German check digit (ISO 7064 MOD 11,10)', () => {
    expect(germanVatCheckDigit('13669597')).toBe(6);
    expect(taxIdProblem('VAT', 'DE', 'DE 136 695 976')).toBeNull();
    expect(taxIdProblem('VAT', 'DE', 'DE136695977')).toBe('taxIdCheck');
    expect(taxIdProblem('VAT', 'NL', 'NL123456789B01')).toBeNull();
    expect(taxIdProblem('VAT', 'NL', 'DE136695976')).toBe('taxIdFormat');
    expect(taxIdProblem('VAT', 'GR', 'EL123456789')).toBeNull();
    expect(taxIdProblem('VAT', 'CN', 'CN123456789')).toBe('taxIdCountry');
    expect(normalizeTaxId('de 136.695-976')).toBe('DE136695976');
  });
});

describe('profit shares', () => {
  it('accepts shares of distinct parties summing to exactly 100 with a cost sharing', () => {
    expect(
      shareProblems({
        party1BranchId: 1,
        percent1: '60.5',
        party2CompanyId: 7,
        percent2: '39.50',
        costSharing: 'by_share',
      }),
    ).toEqual({ fields: {}, sum: null });
  });

  it('refuses a sum other than 100, naming the sum', () => {
    const p = shareProblems({
      party1BranchId: 1,
      percent1: '60',
      party2BranchId: 2,
      percent2: '30',
      costSharing: 'by_share',
    });
    expect(p.fields).toEqual({ percent2: 'finance.profit.errors.sharesSum' });
    expect(p.sum).toBe('90.00');
  });

  it('refuses a repeated party, a share with two parties or none, bad percents and a missing cost sharing', () => {
    expect(
      shareProblems({ party1BranchId: 1, percent1: '50', party2BranchId: 1, percent2: '50', costSharing: 'by_share' })
        .fields,
    ).toEqual({ party2BranchId: 'finance.profit.errors.partyRepeated' });
    expect(
      shareProblems({ party1BranchId: 1, party1CompanyId: 3, percent1: '100', costSharing: 'by_share' }).fields,
    ).toEqual({ party1CompanyId: 'finance.profit.errors.onePartyPerShare' });
    expect(shareProblems({ percent1: '100', costSharing: 'by_share' }).fields).toEqual({
      party1BranchId: 'finance.profit.errors.partyRequired',
    });
    expect(shareProblems({ party1BranchId: 1, percent1: '100.001', costSharing: 'by_share' }).fields).toEqual({
      percent1: 'finance.profit.errors.percentRange',
    });
    expect(
      shareProblems({ party1BranchId: 1, percent1: '0', party2BranchId: 2, percent2: '100', costSharing: 'x' }).fields,
    ).toEqual({ percent1: 'finance.profit.errors.percentRange' });
    expect(shareProblems({ party1BranchId: 1, percent1: '100' }).fields).toEqual({
      costSharing: 'finance.profit.errors.costSharingRequired',
    });
    expect(shareProblems({ costSharing: 'by_share' }).fields).toEqual({
      party1BranchId: 'finance.profit.errors.partyRequired',
    });
  });
});
