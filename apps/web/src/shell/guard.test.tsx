import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { boot } from './boot';
import { Guard, type GuardInput, guardRedirect, isCarrierHost } from './guard';

const CARRIER = 'carrier.example.com';
const SITE = 'www.tidemark.example';
const HOSTS = [CARRIER];

const decide = (path: string, hasToken: boolean, host = SITE): string | null =>
  guardRedirect({ path, hasToken, host, carrierHosts: HOSTS });

/** [path, with a session, without one] on the provider's own host (SPEC §2). */
const SITE_TABLE: [string, string | null, string | null][] = [
  ['/', null, null],
  ['/index', null, null],
  ['/login', '/', null],
  ['/login/', '/', null],
  ['/LOGIN', '/', null],
  ['/sys_login', null, null],
  ['/ChangePassword', null, null],
  ['/changepassword', null, null],
  ['/forgot', null, null],
  ['/forget', null, null],
  ['/sign-up', null, null],
  ['/user-account', null, '/login'],
  ['/user-myaccount', null, '/login'],
  ['/user-change-email', null, '/login'],
  ['/user-tracking', null, '/login'],
  ['/User-Account', null, '/login'],
  ['/dashboard', null, '/login'],
  ['/dashboard/', null, '/login'],
  ['/dashboard/dashboardUser', null, '/login'],
  ['/dashboard/udRole/edit', null, '/login'],
  ['/Dashboard', null, '/login'],
  ['/dashboardUser', null, '/login'],
  ['/user', null, null],
  ['/users', null, null],
  ['/tracking', null, null],
  ['/supply-chain/ocean-freight', null, null],
  ['/result', null, null],
  ['/notFound', null, null],
  ['/error', null, null],
  ['/no/such/page', null, null],
];

/** On a carrier-brand host only /dashboard* and the open pages are reachable. */
const CARRIER_TABLE: [string, string | null, string | null][] = [
  ['/', '/dashboard', '/login'],
  ['/login', '/dashboard', null],
  ['/login/', '/dashboard', null],
  ['/ChangePassword', null, null],
  ['/forgot', null, null],
  ['/forget', null, null],
  ['/dashboard', null, '/login'],
  ['/dashboard/dashboardUser', null, '/login'],
  ['/sys_login', '/dashboard', '/login'],
  ['/sign-up', '/dashboard', '/login'],
  ['/user-account', '/dashboard', '/login'],
  ['/user-myaccount', '/dashboard', '/login'],
  ['/tracking', '/dashboard', '/login'],
  ['/result', '/dashboard', '/login'],
  ['/notFound', '/dashboard', '/login'],
  ['/error', '/dashboard', '/login'],
  ['/index', '/dashboard', '/login'],
  ['/no/such/page', '/dashboard', '/login'],
];

describe('guardRedirect on the provider host', () => {
  it.each(SITE_TABLE)('%s: with a session → %s, without → %s', (path, withSession, without) => {
    expect(decide(path, true)).toBe(withSession);
    expect(decide(path, false)).toBe(without);
  });
});

describe('guardRedirect on a carrier-brand host', () => {
  it.each(CARRIER_TABLE)('%s: with a session → %s, without → %s', (path, withSession, without) => {
    expect(decide(path, true, CARRIER)).toBe(withSession);
    expect(decide(path, false, CARRIER)).toBe(without);
  });

  it('matches the host exactly, ignoring case and a trailing dot', () => {
    expect(isCarrierHost('Carrier.Example.com', HOSTS)).toBe(true);
    expect(isCarrierHost('carrier.example.com.', HOSTS)).toBe(true);
    expect(isCarrierHost('www.carrier.example.com', HOSTS)).toBe(false);
    expect(isCarrierHost('example.com', HOSTS)).toBe(false);
    expect(isCarrierHost('', [''])).toBe(false);
    expect(isCarrierHost(CARRIER, [])).toBe(false);
    expect(isCarrierHost('carrier.localhost', [' CARRIER.localhost '])).toBe(true);
  });

  it('treats a host missing from the list as the provider host', () => {
    const input: GuardInput = { path: '/', hasToken: false, host: CARRIER, carrierHosts: ['other.example'] };
    expect(guardRedirect(input)).toBeNull();
  });
});

describe('guardRedirect as a whole', () => {
  const paths = [...new Set([...SITE_TABLE, ...CARRIER_TABLE].map(([p]) => p))];
  const cases = paths.flatMap((path) =>
    [true, false].flatMap((hasToken) => [SITE, CARRIER].map((host) => ({ path, hasToken, host }))),
  );

  it('never loops: a redirect lands on a path the guard lets stay', () => {
    for (const c of cases) {
      const to = decide(c.path, c.hasToken, c.host);
      if (to === null) continue;
      expect(to, JSON.stringify(c)).not.toBe(c.path);
      expect(decide(to, c.hasToken, c.host), JSON.stringify(c)).toBeNull();
    }
  });

  it('sends nobody without a session into the portal or account pages', () => {
    for (const c of cases.filter((x) => !x.hasToken)) {
      const to = decide(c.path, false, c.host) ?? c.path;
      expect(/^\/(user-|dashboard)/i.test(to), JSON.stringify(c)).toBe(false);
    }
  });

  it('keeps the carrier host inside the dashboard and the open pages', () => {
    for (const c of cases.filter((x) => x.host === CARRIER)) {
      const to = (decide(c.path, c.hasToken, c.host) ?? c.path).toLowerCase().replace(/\/$/, '');
      const reachable = to.startsWith('/dashboard') || ['/login', '/changepassword', '/forgot', '/forget'].includes(to);
      expect(reachable, JSON.stringify(c)).toBe(true);
    }
  });
});

const Where = () => {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Guard>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </Guard>
    </MemoryRouter>,
  );

describe('Guard', () => {
  beforeAll(async () => {
    await initI18n('en_us');
    // Start-up without a token: nothing to fetch, the guard decides at once.
    await boot({ handoffToken: null, currentPath: () => '/' });
  });
  beforeEach(() => window.sessionStorage.clear());
  afterEach(cleanup);

  it('sends an anonymous visitor from the portal to /login', () => {
    renderAt('/dashboard/dashboardUser');
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('sends a visitor with a session from /login to /', () => {
    window.sessionStorage.setItem('token', 'x'.repeat(43));
    renderAt('/login');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('follows the token: losing it on an account page goes to /login', () => {
    window.sessionStorage.setItem('token', 'x'.repeat(43));
    renderAt('/user-account');
    expect(screen.getByTestId('where').textContent).toBe('/user-account');
    act(() => {
      window.sessionStorage.removeItem('token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });
});
