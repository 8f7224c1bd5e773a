import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { pageByUrl, resourceByName } from '@tidemark/domain';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { ListScreen } from './list-screen';
import { envelope, type FetchCall, stubFetch, stubResizeObserver } from './test-env';

const session = vi.hoisted(() => ({ permissions: new Set<string>() }));
vi.mock('../../shell/session', () => {
  const state = () => ({ status: 'signed-in', user: null, menu: [], permissions: session.permissions });
  return { useSession: state, sessionStore: { get: state, subscribe: () => () => undefined } };
});

const ROWS = [
  { id: 41, shipmentNo: 'SNGB2611000001', unNumber: 'UN1263', imoClass: '3', packingGroup: 'II', version: 1 },
  { id: 42, shipmentNo: 'SNGB2611000002', unNumber: 'UN3480', imoClass: '9', packingGroup: null, version: 4 },
];

const calls: FetchCall[] = [];
let restoreFetch = () => {};

beforeAll(() => {
  stubResizeObserver();
  restoreFetch = stubFetch(calls, ({ url, body }) => {
    if (url === '/api/engine/cargoDgLine/get') return envelope(ROWS.find((r) => String(r.id) === body.get('id')));
    if (url === '/api/engine/cargoDgLine/delete') return envelope({ id: Number(body.get('id')) });
    const rows = url === '/api/engine/cargoDgLine/list' ? ROWS : [];
    return envelope({ rows, total: rows.length, totalExact: true, page: 1, limit: 20 });
  });
  return initI18n('en_us');
});
afterAll(() => restoreFetch());
beforeEach(() => {
  calls.length = 0;
  document.body.innerHTML = '';
});

const renderList = () => {
  const page = pageByUrl('dangerousGoods');
  const resource = resourceByName('cargoDgLine');
  if (!page || !resource) throw new Error('dangerous goods page missing');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter>
          <ListScreen page={page} resource={resource} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
};

const listReads = () => calls.filter((c) => c.url === '/api/engine/cargoDgLine/list').length;

describe('deleting a row of a list page', () => {
  it('asks first, then deletes the row at the version it reads again, and reads the list again', async () => {
    session.permissions = new Set(['dangerousGoods', 'dangerousGoods:delete']);
    renderList();
    // Label queries: a role query walks the whole list screen's tree and is slow in this DOM.
    const button = await screen.findByLabelText('Delete UN3480', undefined, { timeout: 60_000 });
    const before = listReads();
    fireEvent.click(button);
    expect(await screen.findByText(/It cannot be undone/)).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/delete'))).toBe(false);
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-dangerous') as HTMLElement);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/engine/cargoDgLine/delete')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/engine/cargoDgLine/delete')?.body;
    expect(Object.fromEntries(sent ?? [])).toMatchObject({ view: 'dangerousGoods', id: '42', version: '4' });
    const read = calls.findIndex((c) => c.url === '/api/engine/cargoDgLine/get');
    expect(read).toBeGreaterThanOrEqual(0);
    expect(read).toBeLessThan(calls.findIndex((c) => c.url === '/api/engine/cargoDgLine/delete'));
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));
  }, 120_000);

  it('offers no Delete without the permission', async () => {
    session.permissions = new Set(['dangerousGoods', 'dangerousGoods:edit']);
    renderList();
    await screen.findByText('UN3480', undefined, { timeout: 60_000 });
    expect(screen.queryByLabelText('Delete UN3480')).toBeNull();
    expect(screen.queryByLabelText('Delete UN1263')).toBeNull();
  }, 120_000);
});
