import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { pageByUrl, type ResourceDef } from '@tidemark/domain';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initI18n } from '../../i18n';
import { RecordForm } from './record-form';
import { stubResizeObserver } from './test-env';

beforeAll(() => {
  stubResizeObserver();
  return initI18n('en_us');
});

/** A resource of text fields only, so the test types where a customer's form would choose. */
const place: ResourceDef = {
  name: 'place',
  i18n: 'test.place',
  titleField: 'name',
  fields: [
    { name: 'name', type: 'text', labelKey: 'Name', editable: true },
    { name: 'country', type: 'text', labelKey: 'Country', editable: true },
    {
      name: 'region',
      type: 'text',
      labelKey: 'Region',
      editable: true,
      derive: { from: 'country', value: (c) => (c === '' ? null : `R-${c.toUpperCase()}`) },
    },
  ],
};
const page = pageByUrl('companyList');
if (!page) throw new Error('companyList is declared');

const renderForm = (
  defaults?: Record<string, string>,
  record: Record<string, unknown> | null = null,
  resource: ResourceDef = place,
) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter>
          <RecordForm
            open
            variant="page"
            page={page}
            resource={resource}
            record={record ? { id: 1, version: 1, ...record } : null}
            defaults={defaults}
            onClose={() => undefined}
            onSaved={() => undefined}
          />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the record form', () => {
  it('starts a new record with the defaults it is given', () => {
    renderForm({ region: 'R-LATAM', notAField: 'x' });
    expect(input('Region').value).toBe('R-LATAM');
    expect(input('Country').value).toBe('');
  });

  it('lets a derived field follow its source, and says so under it', () => {
    renderForm({ region: 'R-LATAM' });
    fireEvent.change(input('Country'), { target: { value: 'de' } });
    expect(input('Region').value).toBe('R-DE');
    fireEvent.change(input('Country'), { target: { value: 'br' } });
    expect(input('Region').value).toBe('R-BR');
    // Cleared, the source leaves the region as it was.
    fireEvent.change(input('Country'), { target: { value: '' } });
    expect(input('Region').value).toBe('R-BR');
    expect(screen.getByText('Follows Country unless you choose another.')).toBeTruthy();
  });

  it('keeps a value the user chose by hand', () => {
    renderForm();
    fireEvent.change(input('Region'), { target: { value: 'Mine' } });
    fireEvent.change(input('Country'), { target: { value: 'us' } });
    expect(input('Region').value).toBe('Mine');
  });

  it('follows on an edit too, and ignores defaults there', () => {
    renderForm({ region: 'R-LATAM' }, { name: 'Depot', country: 'CN', region: 'R-CN' });
    expect(input('Region').value).toBe('R-CN');
    fireEvent.change(input('Country'), { target: { value: 'nl' } });
    expect(input('Region').value).toBe('R-NL');
  });

  it('offers on an edit only the fields the update takes: a value set once stays out of the form', () => {
    const setOnce: ResourceDef = {
      ...place,
      createSchema: z.object({ name: z.string(), country: z.string() }),
      updateSchema: z.object({ country: z.string(), region: z.string() }).partial(),
    };
    const created = renderForm(undefined, null, setOnce);
    expect(input('Name')).toBeTruthy();
    created.unmount();
    renderForm(undefined, { name: 'Depot', country: 'CN', region: 'R-CN' }, setOnce);
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(input('Country').value).toBe('CN');
  });
});
