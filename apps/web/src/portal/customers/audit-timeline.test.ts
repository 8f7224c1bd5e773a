import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { auditActionLabel, auditChanges } from './audit-timeline';

beforeAll(() => initI18n('en_us'));

describe('audit entries', () => {
  const known = new Set(['name', 'status', 'email']);

  it('lists the values a creation set, without blanks or undeclared fields', () => {
    expect(
      auditChanges({ action: 'create', changes: { name: 'Acme', email: null, status: 'valid', secret: 'x' } }, known),
    ).toEqual([
      { field: 'name', to: 'Acme', created: true },
      { field: 'status', to: 'valid', created: true },
    ]);
  });

  it('lists from and to of an update or a transition', () => {
    expect(
      auditChanges({ action: 'transition:obsolete', changes: { status: { from: 'valid', to: 'obsolete' } } }, known),
    ).toEqual([{ field: 'status', from: 'valid', to: 'obsolete', created: false }]);
    expect(auditChanges({ action: 'update', changes: null }, known)).toEqual([]);
  });

  it('names the action', () => {
    const t = i18n.t.bind(i18n);
    expect(auditActionLabel('create', t)).toBe('Created');
    expect(auditActionLabel('update', t)).toBe('Changed');
    expect(auditActionLabel('transition:obsolete', t)).toBe('Status changed: Mark obsolete');
  });
});
