import { describe, expect, it } from 'vitest';
import { decisionRefusal, inForce, missingKinds, requiredKinds, signRefusal } from './rules';

describe('compliance statement rules', () => {
  it('needs screening for every shipment and dual-use for sensitive chapters', () => {
    expect(requiredKinds('6109.10')).toEqual(['restricted_party']);
    expect(requiredKinds(null)).toEqual(['restricted_party']);
    expect(requiredKinds('8471.30.0100')).toEqual(['restricted_party', 'dual_use']);
    expect(requiredKinds('2933.39')).toEqual(['restricted_party', 'dual_use']);
  });

  it('is in force between its dates, both included, open-ended without an end', () => {
    const s = { validFrom: '2026-01-01', validUntil: '2026-12-31' };
    expect(inForce(s, '2026-01-01')).toBe(true);
    expect(inForce(s, '2026-12-31')).toBe(true);
    expect(inForce(s, '2025-12-31')).toBe(false);
    expect(inForce(s, '2027-01-01')).toBe(false);
    expect(inForce({ validFrom: '2026-01-01', validUntil: null }, '2099-01-01')).toBe(true);
  });

  it('counts only signed statements in force of the required kinds', () => {
    const signed = { kind: 'restricted_party', state: 'signed', validFrom: '2026-01-01', validUntil: null };
    expect(missingKinds([signed], '6109.10', '2026-06-01')).toEqual([]);
    expect(missingKinds([signed], '8471.30', '2026-06-01')).toEqual(['dual_use']);
    expect(missingKinds([{ ...signed, state: 'approved' }], '6109.10', '2026-06-01')).toEqual(['restricted_party']);
    expect(missingKinds([{ ...signed, validUntil: '2026-03-01' }], '6109.10', '2026-06-01')).toEqual([
      'restricted_party',
    ]);
    expect(missingKinds([], null, '2026-06-01')).toEqual(['restricted_party']);
  });

  it('refuses a decision by the author, on a statement not submitted, or a rejection without reason', () => {
    const s = { state: 'submitted', createdBy: 7 };
    expect(decisionRefusal(s, 7, 'approve', null)).toBe('customs.compliance.errors.ownStatement');
    expect(decisionRefusal(s, 8, 'approve', null)).toBeNull();
    expect(decisionRefusal(s, 8, 'reject', '  ')).toBe('customs.compliance.errors.reasonRequired');
    expect(decisionRefusal(s, 8, 'reject', 'Wording outdated')).toBeNull();
    expect(decisionRefusal({ ...s, state: 'draft' }, 8, 'approve', null)).toBe(
      'customs.compliance.errors.notSubmitted',
    );
  });

  it('signs only an approved statement in force', () => {
    const s = { state: 'approved', validFrom: '2026-01-01', validUntil: '2026-12-31' };
    expect(signRefusal(s, '2026-06-01')).toBeNull();
    expect(signRefusal({ ...s, state: 'submitted' }, '2026-06-01')).toBe('customs.compliance.errors.notApproved');
    expect(signRefusal({ ...s, state: 'signed' }, '2026-06-01')).toBe('customs.compliance.errors.notApproved');
    expect(signRefusal(s, '2027-01-02')).toBe('customs.compliance.errors.notInForce');
    expect(signRefusal(s, '2025-12-31')).toBe('customs.compliance.errors.notInForce');
  });
});
