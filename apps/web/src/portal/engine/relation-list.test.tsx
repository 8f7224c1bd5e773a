import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { pageByUrl } from '@tidemark/domain';
import { App } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { engineKeys } from './queries';
import { RelationTabs } from './relation-list';
import { stubResizeObserver } from './test-env';

vi.mock('../../shell/session', () => ({
  useSession: () => ({
    status: 'signed-in',
    user: null,
    menu: [],
    permissions: new Set(['customer', 'customerContact', 'customerContact:edit']),
  }),
}));

const CONTACTS = [
  { id: 11, companyId: 7, name: 'Li Na', isPrimary: true, email: 'li.na@harbour.example' },
  { id: 12, companyId: 7, name: 'Zhao Min', isPrimary: false, email: 'zhao.min@harbour.example' },
];

const calls: { url: string; body: URLSearchParams }[] = [];
const realFetch = globalThis.fetch;

beforeAll(() => {
  stubResizeObserver();
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: new URLSearchParams(String(init?.body ?? '')) });
    const rows = url.includes('/contact/') ? CONTACTS : [];
    const data = { rows, total: rows.length, totalExact: true, page: 1, limit: 10 };
    return new Response(JSON.stringify({ success: true, result: 'true', message: '', data }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return initI18n('en_us');
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('the relations of a record', () => {
  it('shows the child lists the user may see, asked through the parent, with the actions the user holds', async () => {
    const page = pageByUrl('customer');
    if (!page) throw new Error('customer page missing');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <MemoryRouter>
            <RelationTabs page={page} parentId={7} />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    // Contacts and the replaced companies; organisation codes need their own page.
    expect(screen.getByRole('tab', { name: 'Contacts' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Replaces' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Organisation codes' })).toBeNull();

    const contacts = await screen.findByText('zhao.min@harbour.example', undefined, { timeout: 20_000 });
    const list = contacts.closest('.eng-relation') as HTMLElement;
    expect(within(list).getByRole('button', { name: /Add contact/ })).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: /Edit/ })).toHaveLength(2);
    // Only the contact that is not primary can be made primary.
    expect(within(list).getAllByRole('button', { name: 'Make primary' })).toHaveLength(1);
    expect(within(list).getByRole('button', { name: 'History of Li Na' })).toBeTruthy();

    const asked = calls.find((c) => c.url === '/api/engine/contact/list');
    expect(asked?.body.get('view')).toBe('customer');
    expect(asked?.body.get('relation')).toBe('contacts');
    expect(asked?.body.get('parentId')).toBe('7');
  }, 60_000);

  it('reads the parent record again after a change to a child row, which the parent may follow', async () => {
    const page = pageByUrl('customer');
    if (!page) throw new Error('customer page missing');
    const client = new QueryClient();
    const parentKey = engineKeys.record('company', 'customer', 7);
    client.setQueryData(parentKey, { id: 7, name: 'Harbour Lights' });
    render(
      <QueryClientProvider client={client}>
        <App>
          <MemoryRouter>
            <RelationTabs page={page} parentId={7} />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    const contacts = await screen.findByText('zhao.min@harbour.example', undefined, { timeout: 20_000 });
    const list = contacts.closest('.eng-relation') as HTMLElement;
    expect(client.getQueryState(parentKey)?.isInvalidated).toBe(false);
    fireEvent.click(within(list).getByRole('button', { name: 'Make primary' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/engine/contact/transition')).toBe(true));
    await waitFor(() => expect(client.getQueryState(parentKey)?.isInvalidated).toBe(true));
  }, 60_000);

  it('opens the tab the URL names, and keeps the chosen tab in the URL beside the list state', async () => {
    const page = pageByUrl('customer');
    if (!page) throw new Error('customer page missing');
    const Where = () => <output data-testid="where">{useLocation().search}</output>;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <MemoryRouter initialEntries={['/dashboard/customer/7?f_customerRegion=EMEA&tab=predecessors']}>
            <RelationTabs page={page} parentId={7} />
            <Where />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Replaces' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Contacts' }));
    expect(screen.getByTestId('where').textContent).toBe('?f_customerRegion=EMEA&tab=contacts');
    expect(screen.getByRole('tab', { name: 'Contacts' }).getAttribute('aria-selected')).toBe('true');
  }, 60_000);

  it('opens the first tab when the URL names none the user may see', () => {
    const page = pageByUrl('customer');
    if (!page) throw new Error('customer page missing');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <MemoryRouter initialEntries={['/dashboard/customer/7?tab=orgCodes']}>
            <RelationTabs page={page} parentId={7} />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('tab', { name: 'Contacts' }).at(-1)?.getAttribute('aria-selected')).toBe('true');
  }, 60_000);
});
