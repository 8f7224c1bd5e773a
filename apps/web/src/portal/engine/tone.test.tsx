import { render } from '@testing-library/react';
import { type FieldDef, resourceByName } from '@tidemark/domain';
import { describe, expect, it } from 'vitest';
import { Toned, toneOf } from './tone';

const plain: FieldDef = { name: 'packages', type: 'number', labelKey: 'x.fields.packages' };
const diff: FieldDef = {
  name: 'packagesDiff',
  type: 'number',
  labelKey: 'x.fields.packagesDiff',
  tone: (row) => (Number(row.packagesDiff) !== 0 ? 'error' : null),
};
const label = (tone: string) => `tone ${tone}`;

describe('toned list cells', () => {
  it('mark a value with the tone its field computes for the row, and leave others plain', () => {
    expect(toneOf(plain, { packages: 3 })).toBeNull();
    expect(toneOf(diff, { packagesDiff: -1 })).toBe('error');
    expect(toneOf(diff, { packagesDiff: 0 })).toBeNull();

    const marked = render(
      <Toned field={diff} row={{ packagesDiff: -1 }} label={label}>
        -1
      </Toned>,
    );
    const chip = marked.container.querySelector('.eng-tone');
    expect(chip?.getAttribute('data-tone')).toBe('error');
    expect(chip?.className).toContain('eng-tone-error');
    expect(chip?.getAttribute('title')).toBe('tone error');
    expect(chip?.textContent).toBe('-1');

    const unmarked = render(
      <Toned field={diff} row={{ packagesDiff: 0 }} label={label}>
        0
      </Toned>,
    );
    expect(unmarked.container.querySelector('.eng-tone')).toBeNull();
    expect(unmarked.container.textContent).toBe('0');
  });

  it('tone the actual packing differences as declared', () => {
    const packing = resourceByName('cargoPacking');
    const field = packing?.fields.find((f) => f.name === 'grossDiffKg');
    if (!field) throw new Error('the cargo part declares the gross difference');
    expect(toneOf(field, { grossKg: '1000.000', grossDiffKg: '40.000' })).toBe('warning');
    expect(toneOf(field, { grossKg: '1000.000', grossDiffKg: '5.000' })).toBeNull();
  });
});
