import { render, screen } from '@testing-library/react';
import { FIELD_TYPES, type FieldDef, type FieldType } from '@tidemark/domain';
import { App, Form } from 'antd';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { stubResizeObserver } from '../test-env';
import { FIELD_KITS, kitFor } from './index';

const field = (type: FieldType, extra: Partial<FieldDef> = {}): FieldDef => ({
  name: `${type}Field`,
  type,
  labelKey: 'common.total',
  ...extra,
});

beforeAll(async () => {
  stubResizeObserver();
  await initI18n('en_us');
  // Dictionaries, ports and parties are fetched; this answers every call with an empty list.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, result: 'true', message: '', data: [] }))),
  );
});
afterAll(() => vi.unstubAllGlobals());

describe('field-type registry', () => {
  it('has a Display, an Input and a Filter for every field type', () => {
    expect(Object.keys(FIELD_KITS).sort()).toEqual([...FIELD_TYPES].sort());
    for (const type of FIELD_TYPES) {
      const kit = kitFor(field(type));
      expect(typeof kit.Display, `${type}.Display`).toBe('function');
      expect(typeof kit.Input, `${type}.Input`).toBe('function');
      expect(typeof kit.Filter, `${type}.Filter`).toBe('function');
    }
  });

  it('renders every Input and Filter inside a form', () => {
    for (const type of FIELD_TYPES) {
      const f = field(type, { filter: type === 'number' || type === 'date' ? 'range' : 'exact' });
      const { Input, Filter } = kitFor(f);
      const { unmount } = render(
        <App>
          <Form>
            <Input field={f} value={type === 'boolean' ? true : ''} onChange={() => undefined} />
            <Filter field={f} value={{}} onChange={() => undefined} />
          </Form>
        </App>,
      );
      unmount();
    }
  });

  it('shows values by type', () => {
    const row = { price: '1234567.5', currency: 'USD', successorId: 7, successorName: 'Harbour Lights Ltd.' };
    const cases: [FieldDef, unknown, string][] = [
      [field('text'), 'Acme Ltd.', 'Acme Ltd.'],
      [field('longText'), 'CNSHA,USLAX', 'CNSHA, USLAX'],
      [field('number'), '12345.25', '12,345.25'],
      [{ ...field('money', { currencyField: 'currency' }), name: 'price' }, '1234567.5', '1,234,567.50'],
      [field('date'), '2026-03-01', '2026-03-01'],
      [field('container'), 'MSCU1234565', 'MSCU1234565'],
      [field('boolean'), true, 'Yes'],
      [field('boolean'), 'false', 'No'],
      [{ ...field('party'), name: 'successorId' }, 7, 'Harbour Lights Ltd.'],
      [field('file'), '/files/report%20march.xlsx', 'report march.xlsx'],
      [field('text'), null, '—'],
    ];
    for (const [f, value, text] of cases) {
      const { Display } = kitFor(f);
      const { container, unmount } = render(<Display field={f} value={value} row={row} />);
      expect(container.textContent, f.type).toContain(text);
      unmount();
    }
  });

  it('names the time zone of a date-time', () => {
    const f = field('datetime');
    const { Display } = kitFor(f);
    render(<Display field={f} value="2026-03-01T09:30:00Z" />);
    const time = screen.getByText((_t, el) => el?.tagName === 'TIME');
    expect(time.getAttribute('datetime')).toBe('2026-03-01T09:30:00.000Z');
    expect(time.textContent).toMatch(/UTC|GMT/);
  });
});
