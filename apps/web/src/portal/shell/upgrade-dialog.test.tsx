import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { PermissionAlert } from './permission-alert';
import { UpgradeDialog } from './upgrade-dialog';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const mount = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/dashboard/dashboardUser']}>
        <App>{node}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await initI18n('en_us');
  // antd's dialogs measure the scrollbar with a pseudo-element, which jsdom does not implement.
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((elt) => computed(elt));
});
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('maintenance dialog polling', () => {
  it('polls every 60 s and stops after 3 failures in a row', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('network down');
    });
    vi.stubGlobal('fetch', fetch);
    mount(<UpgradeDialog />);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('opens with the notice, times in Shanghai time and the support contact', async () => {
    const upgrade = JSON.stringify({
      upgradeFlag: 1,
      upgradeS: new Date(Date.now() + 3_600_000).toISOString(),
      upgradeE: '2099-01-01T02:00:00+08:00',
      title: 'Database upgrade',
      body: 'Bookings are read-only.',
      supportContact: 'it-support@tidemark.example',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: true, result: 'true', message: '', data: { upgrade } })),
    );
    mount(<UpgradeDialog />);
    expect(await screen.findByText('System maintenance notice')).toBeTruthy();
    expect(screen.getByText('Database upgrade')).toBeTruthy();
    expect(screen.getByText('2099-01-01 02:00 (Shanghai time, UTC+8)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'it-support@tidemark.example' }).getAttribute('href')).toBe(
      'mailto:it-support@tidemark.example',
    );
  });
});

describe('permission alert', () => {
  it('shows Notice with a button to sign in when a call lacks permission', async () => {
    const { post } = await import('../../wire/request');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ success: false, result: '', message: 'The operation permission is insufficient', data: null }, 403),
      ),
    );
    mount(<PermissionAlert />);
    await post('/api/access/roles/list').catch(() => undefined);
    expect(await screen.findByText('Notice')).toBeTruthy();
    expect(screen.getByText('The operation permission is insufficient')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to sign-in' })).toBeTruthy();
  });
});
