import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { post } from '../../wire/request';
import type { EngineRow } from './api';
import { QueueScreen, type QueueScreenDef } from './queue-screen';
import { envelope, type FetchCall, stubFetch, stubResizeObserver } from './test-env';

const session = vi.hoisted(() => ({ permissions: new Set<string>() }));
vi.mock('../../shell/session', () => {
  const state = () => ({ status: 'signed-in', user: null, menu: [], permissions: session.permissions });
  return { useSession: state, sessionStore: { get: state, subscribe: () => () => undefined } };
});

const ROWS = [
  { id: 7, reference: 'QR-0007', state: 'new', version: 2 },
  { id: 8, reference: 'QR-0008', state: 'quoted', version: 1 },
];

const calls: FetchCall[] = [];
let restoreFetch = () => {};

beforeAll(() => {
  stubResizeObserver();
  restoreFetch = stubFetch(calls, ({ url }) => {
    if (url === '/api/engine/quoteRequest/list')
      return envelope({ rows: ROWS, total: ROWS.length, totalExact: true, page: 1, limit: 20 });
    return envelope({});
  });
  return initI18n('en_us');
});
afterAll(() => restoreFetch());
beforeEach(() => {
  calls.length = 0;
  session.permissions = new Set(['quoteRequests', 'quoteRequests:edit']);
});

/** A queue declared by what differs: its page, who decides, which rows wait, its two calls. */
const QUEUE: QueueScreenDef = {
  page: 'quoteRequests',
  resource: 'quoteRequest',
  helpKey: 'pricing.instant.queue.help',
  mayDecide: (actions) => Boolean(actions.edit),
  waiting: (row) => row.state === 'new',
  links: (row) => <a href={`/sheet/${row.id}`}>{`Open ${String(row.reference)}`}</a>,
  approve: { labelKey: 'finance.charges.ui.review', send: (row) => post('/api/test/approve', { id: row.id }) },
  reject: {
    labelKey: 'pricing.instant.queue.decline',
    title: (row, t) => t('pricing.instant.queue.declineTitle', { reference: String(row.reference) }),
    reasonKey: 'pricing.instant.queue.reason',
    send: (row, reason) => post('/api/test/reject', { id: row.id, reason }),
  },
};

const renderQueue = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter>
          <QueueScreen def={QUEUE} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

const rowOf = async (reference: string) =>
  (await screen.findByText(reference, undefined, { timeout: 20_000 })).closest('tr') as HTMLElement;
const sent = (url: string) => calls.filter((c) => c.url === url).map((c) => Object.fromEntries(c.body));
const listReads = () => calls.filter((c) => c.url === '/api/engine/quoteRequest/list').length;

describe('the queue screen', () => {
  it('approves a waiting row in one click and reads the list again; decided rows keep only their links', async () => {
    renderQueue();
    const waiting = await rowOf('QR-0007');
    const decided = await rowOf('QR-0008');
    expect(within(decided).getByRole('link', { name: 'Open QR-0008' })).toBeTruthy();
    expect(within(decided).queryByRole('button', { name: 'Review' })).toBeNull();
    expect(within(decided).queryByRole('button', { name: 'Decline' })).toBeNull();
    // The generic edit form is not offered: the decisions are the queue's own.
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    const reads = listReads();
    fireEvent.click(within(waiting).getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(sent('/api/test/approve')).toHaveLength(1));
    expect(sent('/api/test/approve')[0]).toMatchObject({ id: '7' });
    await waitFor(() => expect(listReads()).toBeGreaterThan(reads));
  }, 300_000);

  it('rejects only with a reason, sent with the row', async () => {
    renderQueue();
    const waiting = await rowOf('QR-0007');
    fireEvent.click(within(waiting).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/QR-0007/)).toBeTruthy();
    const ok = within(dialog)
      .getAllByRole('button')
      .find((b) => b.textContent === 'Decline') as HTMLElement;
    fireEvent.click(ok);
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(sent('/api/test/reject')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'No space on this lane' } });
    fireEvent.click(ok);
    await waitFor(() => expect(sent('/api/test/reject')).toHaveLength(1));
    expect(sent('/api/test/reject')[0]).toMatchObject({ id: '7', reason: 'No space on this lane' });
  }, 300_000);

  it('offers no decision to those who may not decide, and opens a dialog of its own when approving is one', async () => {
    session.permissions = new Set(['quoteRequests']);
    const first = renderQueue();
    const waiting = await rowOf('QR-0007');
    expect(within(waiting).getByRole('link', { name: 'Open QR-0007' })).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: 'Review' })).toBeNull();
    first.unmount();

    session.permissions = new Set(['quoteRequests', 'quoteRequests:edit']);
    const Dialog = ({ row }: { row: EngineRow }) => <div role="dialog">{`Quote ${String(row.reference)}`}</div>;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <MemoryRouter>
            <QueueScreen def={{ ...QUEUE, approve: { labelKey: 'finance.charges.ui.review', Dialog } }} />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(within(await rowOf('QR-0007')).getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Quote QR-0007')).toBeTruthy();
    expect(sent('/api/test/approve')).toHaveLength(0);
  }, 300_000);
});
