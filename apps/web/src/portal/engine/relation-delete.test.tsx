import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { pageByUrl, resourceByName } from '@tidemark/domain';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { AuditHistory } from './audit-history';
import { engineKeys } from './queries';
import { RelationTabs } from './relation-list';
import { envelope, type FetchCall, stubFetch, stubResizeObserver } from './test-env';

const session = vi.hoisted(() => ({ permissions: new Set<string>() }));
vi.mock('../../shell/session', () => {
  const state = () => ({ status: 'signed-in', user: null, menu: [], permissions: session.permissions });
  return { useSession: state, sessionStore: { get: state, subscribe: () => () => undefined } };
});

const LINES = [
  { id: 31, tariffId: 5, chargeCode: 'OFR', rate: '2000.0000', unit: 'container', currency: 'USD', version: 1 },
  { id: 32, tariffId: 5, chargeCode: 'BAF', rate: '190.0000', unit: 'container', currency: 'USD', version: 3 },
];

const calls: FetchCall[] = [];
let tariffStatus = 'draft';
let restoreFetch = () => {};

beforeAll(() => {
  stubResizeObserver();
  restoreFetch = stubFetch(calls, ({ url, body }) => {
    if (url === '/api/engine/tariff/get')
      return envelope({ id: 5, tariffNo: 'TF00000005', status: tariffStatus, version: 2 });
    if (url === '/api/engine/tariffLine/get') return envelope(LINES.find((l) => String(l.id) === body.get('id')));
    if (url === '/api/engine/tariffLine/delete') return envelope({ id: Number(body.get('id')) });
    const rows = url === '/api/engine/tariffLine/list' ? LINES : [];
    return envelope({ rows, total: rows.length, totalExact: true, page: 1, limit: 10 });
  });
  return initI18n('en_us');
});
afterAll(() => restoreFetch());
beforeEach(() => {
  calls.length = 0;
  tariffStatus = 'draft';
  session.permissions = new Set(['tariff', 'tariff:edit', 'tariff:deleteLine']);
});

const tariffPage = () => {
  const page = pageByUrl('tariff');
  if (!page) throw new Error('tariff page missing');
  return page;
};

const renderLines = (client = new QueryClient()) => {
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>
          <RelationTabs page={tariffPage()} parentId={5} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  return client;
};

const linesList = async () =>
  (await screen.findByText('BAF', undefined, { timeout: 20_000 })).closest('.eng-relation') as HTMLElement;

describe('deleting a child line', () => {
  it('asks first, then deletes the line at the version it reads, and reads the list and the parent again', async () => {
    renderLines();
    const list = await linesList();
    await waitFor(() => expect(within(list).getAllByRole('button', { name: /^Delete / })).toHaveLength(2));
    const parentReads = () => calls.filter((c) => c.url === '/api/engine/tariff/get').length;
    const linesReads = () => calls.filter((c) => c.url === '/api/engine/tariffLine/list').length;
    const before = { parent: parentReads(), lines: linesReads() };
    fireEvent.click(within(list).getByRole('button', { name: 'Delete BAF' }));
    expect(await screen.findByText(/Delete BAF\? It cannot be undone/)).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/delete'))).toBe(false);
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/engine/tariffLine/delete')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/engine/tariffLine/delete')?.body;
    expect(Object.fromEntries(sent ?? [])).toMatchObject({
      view: 'tariff',
      relation: 'lines',
      parentId: '5',
      id: '32',
      version: '3',
    });
    // The list and the parent (its totals) are read again.
    await waitFor(() => expect(parentReads()).toBeGreaterThan(before.parent));
    await waitFor(() => expect(linesReads()).toBeGreaterThan(before.lines));
  }, 120_000);

  it('offers no Delete without the permission, nor while the parent locks its lines', async () => {
    session.permissions = new Set(['tariff', 'tariff:edit']);
    renderLines();
    let list = await linesList();
    expect(within(list).getAllByRole('button', { name: /Edit/ })).toHaveLength(2);
    expect(within(list).queryByRole('button', { name: /^Delete / })).toBeNull();
    document.body.innerHTML = '';

    session.permissions = new Set(['tariff', 'tariff:edit', 'tariff:deleteLine']);
    tariffStatus = 'withdrawn';
    const client = renderLines();
    list = await linesList();
    await waitFor(() => expect(client.getQueryData(engineKeys.record('tariff', 'tariff', 5))).toBeTruthy());
    expect(within(list).queryByRole('button', { name: /^Delete / })).toBeNull();
  }, 120_000);

  it("shows a deleted line in the parent's history with the values it held", () => {
    const page = tariffPage();
    const resource = resourceByName('tariff');
    if (!resource) throw new Error('tariff resource missing');
    render(
      <AuditHistory
        entries={[
          {
            id: 1,
            action: 'delete:lines',
            changes: { id: 32, chargeCode: 'BAF', unit: 'container', currency: 'USD' },
            at: '2026-11-27T08:00:00Z',
            userId: 7,
            userName: 'pricing',
            displayName: 'Zhou Lei',
          },
        ]}
        resource={resource}
        page={page}
        loading={false}
      />,
    );
    expect(screen.getByText('Line deleted · Charge lines')).toBeTruthy();
    expect(screen.getByText('BAF')).toBeTruthy();
    expect(screen.getByText('Zhou Lei')).toBeTruthy();
  });
});
