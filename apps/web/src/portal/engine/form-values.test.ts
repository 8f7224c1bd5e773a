import { resourceByName } from '@tidemark/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { changedFields, derivedValues, fieldIssues, toFormValue, toWireValue, validate } from './form-values';

beforeAll(() => initI18n('en_us'));

const company = resourceByName('company');
if (!company) throw new Error('company is a resource');
const t = i18n.t.bind(i18n);

describe('generic form values', () => {
  it('turns stored values into input values and back', () => {
    const branch = company.fields.find((f) => f.name === 'branchId');
    if (!branch) throw new Error('branchId');
    expect(toFormValue(branch, 12)).toBe('12');
    expect(toFormValue(branch, null)).toBe('');
    expect(toFormValue({ ...branch, type: 'boolean' }, 't')).toBe(true);
    expect(toWireValue(true)).toBe('true');
    expect(toWireValue(undefined)).toBe('');
  });

  it('finds the changed fields only', () => {
    const fields = company.fields.filter((f) => f.editable);
    expect(changedFields(fields, { name: 'Acme', city: 'Ningbo' }, { name: 'Acme ', city: 'Shanghai' })).toEqual([
      'city',
    ]);
  });

  it("checks with the resource's own schema and translates its catalog keys", () => {
    const issues = fieldIssues(validate(company.createSchema, { name: '', country: 'XX', city: 'Ningbo' }), t);
    expect(issues.name).toBe('This field is required');
    expect(issues.country).toBe('The value is not valid');
    expect(issues.branchId).toBe('This field is required');
    const long = fieldIssues(validate(company.updateSchema, { notes: 'x'.repeat(101) }), t);
    expect(long.notes).toBe('At most 100 characters');
    expect(validate(company.updateSchema, { city: 'Ningbo' })).toEqual([]);
  });

  it('lets a derived field follow its source, unless it changed itself or was chosen by hand', () => {
    const fields = company.fields.filter((f) => f.editable);
    expect(derivedValues(fields, { country: 'DE' })).toEqual({ customerRegion: 'EMEA' });
    expect(derivedValues(fields, { country: 'br' })).toEqual({ customerRegion: 'LATAM' });
    // A cleared source, an unrelated change, the derived field itself, a hand-picked value: nothing follows.
    expect(derivedValues(fields, { country: '' })).toEqual({});
    expect(derivedValues(fields, { city: 'Hamburg' })).toEqual({});
    expect(derivedValues(fields, { country: 'DE', customerRegion: 'APAC' })).toEqual({});
    expect(derivedValues(fields, { country: 'US' }, new Set(['customerRegion']))).toEqual({});
  });
});
