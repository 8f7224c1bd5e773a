import type { SessionUser } from '@tidemark/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { boot, bootStore, ensureUser, findHandoff, takeHandoffToken } from './boot';
import { clearSession, sessionStore } from './session';

const SID = 'S'.repeat(43);
const HANDOFF = 'h'.repeat(43);
const USER: SessionUser = {
  id: 7,
  userName: 'csr',
  displayName: 'Chen Li',
  email: 'csr@tidemark.example',
  kind: 'staff',
  status: 'active',
  companyName: null,
  branchName: 'Shanghai',
  roles: ['csr'],
  language: null,
  timeZone: 'Asia/Shanghai',
  timeZoneChoice: null,
  branchTimeZone: 'Asia/Shanghai',
};
const MENU = [
  {
    id: 1,
    code: 'dashboards',
    menuType: 0,
    menuTarget: 'PORTAL',
    menuUrl: null,
    permission: null,
    titleKey: 'menu.groups.dashboards',
    childList: [
      {
        id: 2,
        code: 'dashboardUser',
        menuType: 1,
        menuTarget: 'PORTAL',
        menuUrl: 'dashboardUser',
        permission: null,
        titleKey: 'menu.pages.dashboardUser',
        childList: [],
      },
    ],
  },
];

const envelope = (data: unknown, result: 'true' | 'false' = 'true', message = '') => ({
  success: result === 'true',
  result,
  message,
  data,
});

type Call = { url: string; body: URLSearchParams };
let calls: Call[] = [];
type Answer = Record<string, unknown> | Error;

/** A fetch that answers by path and records what the web app sent. */
const serve = (answers: Record<string, Answer>) => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input).split('?')[0] ?? '';
      calls.push({ url, body: new URLSearchParams(init?.body instanceof URLSearchParams ? init.body : undefined) });
      const answer = answers[url];
      if (answer instanceof Error) throw answer;
      if (!answer) return new Response(JSON.stringify(envelope(null, 'false', 'not found')), { status: 404 });
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
};
const urls = () => calls.map((c) => c.url);

beforeAll(async () => {
  await initI18n('en_us');
});
beforeEach(() => {
  clearSession();
  window.sessionStorage.clear();
  window.name = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('findHandoff', () => {
  const at = (url: string, windowName = '') => {
    const u = new URL(url, 'https://carrier.example.com');
    return findHandoff({ pathname: u.pathname, search: u.search, hash: u.hash, windowName });
  };

  it('takes the token parameter and keeps the rest of the address', () => {
    expect(at(`/dashboard/tracking?token=${HANDOFF}&tab=2#top`)).toEqual({
      token: HANDOFF,
      cleanUrl: '/dashboard/tracking?tab=2#top',
      clearWindowName: false,
    });
    expect(at(`/?token=${HANDOFF}`).cleanUrl).toBe('/');
  });

  it('strips a malformed token without using it', () => {
    expect(at('/dashboard?token=<script>')).toEqual({ token: null, cleanUrl: '/dashboard', clearWindowName: false });
  });

  it('leaves the tokens of mailed links alone', () => {
    expect(at(`/ChangePassword?token=${HANDOFF}`)).toEqual({ token: null, cleanUrl: null, clearWindowName: false });
    expect(at(`/result?action=verify-email&token=${HANDOFF}`).cleanUrl).toBeNull();
  });

  it('reads a window.name prefix', () => {
    expect(at('/dashboard', `tidemark-handoff:${HANDOFF}`)).toEqual({
      token: HANDOFF,
      cleanUrl: null,
      clearWindowName: true,
    });
    expect(at('/dashboard', 'some other frame name')).toEqual({ token: null, cleanUrl: null, clearWindowName: false });
  });

  it('prefers the address and still wipes window.name', () => {
    const other = 'o'.repeat(43);
    expect(at(`/dashboard?token=${HANDOFF}`, `tidemark-handoff:${other}`)).toEqual({
      token: HANDOFF,
      cleanUrl: '/dashboard',
      clearWindowName: true,
    });
  });

  it('removes the token from the address bar and window.name', () => {
    window.history.replaceState(null, '', `/dashboard?token=${HANDOFF}&x=1`);
    window.name = `tidemark-handoff:${HANDOFF}`;
    expect(takeHandoffToken()).toBe(HANDOFF);
    expect(window.location.pathname + window.location.search).toBe('/dashboard?x=1');
    expect(window.name).toBe('');
  });
});

describe('boot (SPEC §4)', () => {
  it('without a token asks nothing and clears leftovers', async () => {
    serve({});
    window.sessionStorage.setItem('userinfo', '{}');
    const result = await boot({ handoffToken: null, currentPath: () => '/dashboard' });
    expect(result).toEqual({ outcome: 'anonymous', redirectTo: null });
    expect(calls).toEqual([]);
    expect(window.sessionStorage.getItem('userinfo')).toBeNull();
    expect(bootStore.get().phase).toBe('done');
  });

  it("stores the user on result 'true' and loads the permission list", async () => {
    serve({
      '/account/user/info.json': envelope({ result: 'true', user: USER }),
      '/account/user/menuTree': envelope(MENU),
    });
    window.sessionStorage.setItem('token', SID);
    const result = await boot({ handoffToken: null, currentPath: () => '/dashboard' });
    expect(result).toEqual({ outcome: 'signed-in', redirectTo: null });
    expect(urls()).toEqual(['/account/user/info.json', '/account/user/menuTree']);
    expect(calls[0]?.body.get('__sid')).toBe(SID);
    expect(sessionStore.get().user).toEqual(USER);
    expect(window.sessionStorage.getItem('user')).toBe('csr');
    expect(window.sessionStorage.getItem('userid')).toBe('7');
    expect(JSON.parse(window.sessionStorage.getItem('userinfo') ?? '{}')).toEqual(USER);
    expect([...sessionStore.get().permissions]).toEqual(['dashboardUser']);
  });

  it.each([
    ['/dashboard/dashboardUser', '/login'],
    ['/user-account', '/login'],
    ['/tracking', null],
    ['/', null],
  ])('otherwise ends the session on both sides; %s goes to %s', async (path, redirectTo) => {
    serve({
      '/account/user/info.json': envelope({ result: 'false' }, 'false', 'Not logged in, please log in'),
      '/account/logout': envelope(null),
    });
    for (const [k, v] of Object.entries({ token: SID, user: 'csr', userinfo: '{}', userid: '7' })) {
      window.sessionStorage.setItem(k, v);
    }
    const result = await boot({ handoffToken: null, currentPath: () => path });
    expect(result).toEqual({ outcome: 'signed-out', redirectTo });
    expect(urls()).toEqual(['/account/user/info.json', '/account/logout']);
    for (const key of ['token', 'user', 'userinfo', 'userid']) expect(window.sessionStorage.getItem(key)).toBeNull();
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('a failed fetch at start only stops loading', async () => {
    serve({ '/account/user/info.json': new TypeError('Failed to fetch') });
    window.sessionStorage.setItem('token', SID);
    const result = await boot({ handoffToken: null, currentPath: () => '/dashboard' });
    expect(result).toEqual({ outcome: 'failed', redirectTo: null });
    expect(urls()).toEqual(['/account/user/info.json']);
    expect(window.sessionStorage.getItem('token')).toBe(SID);
    expect(bootStore.get().phase).toBe('done');
    expect(bootStore.get().userFetch).toBe('failed');
  });

  it('exchanges a hand-off token for a session first', async () => {
    serve({
      '/account/handoff/exchange': envelope({ __sid: SID }),
      '/account/user/info.json': envelope({ result: 'true', user: USER }),
      '/account/user/menuTree': envelope([]),
    });
    const result = await boot({ handoffToken: HANDOFF, currentPath: () => '/dashboard' });
    expect(result.outcome).toBe('signed-in');
    expect(urls()[0]).toBe('/account/handoff/exchange');
    expect(calls[0]?.body.get('token')).toBe(HANDOFF);
    expect(window.sessionStorage.getItem('token')).toBe(SID);
    expect(calls[1]?.body.get('__sid')).toBe(SID);
  });

  it('a spent hand-off token leaves the visitor anonymous', async () => {
    serve({ '/account/handoff/exchange': envelope(null, 'false', 'This link is invalid, used or expired') });
    const result = await boot({ handoffToken: HANDOFF, currentPath: () => '/dashboard' });
    expect(result).toEqual({ outcome: 'anonymous', redirectTo: null });
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });
});

describe('ensureUser (navigation)', () => {
  it('fetches once for simultaneous callers', async () => {
    serve({ '/account/user/info.json': envelope({ result: 'true', user: USER }) });
    window.sessionStorage.setItem('token', SID);
    const [a, b] = await Promise.all([ensureUser(), ensureUser()]);
    expect(a).toEqual(USER);
    expect(b).toEqual(USER);
    expect(urls()).toEqual(['/account/user/info.json']);
    expect(await ensureUser()).toEqual(USER);
    expect(urls()).toHaveLength(1);
  });

  it('rejects on a network failure and keeps the session', async () => {
    serve({ '/account/user/info.json': new TypeError('Failed to fetch') });
    window.sessionStorage.setItem('token', SID);
    await expect(ensureUser()).rejects.toThrow('Network request error, please try again later');
    expect(bootStore.get().userFetch).toBe('failed');
    expect(window.sessionStorage.getItem('token')).toBe(SID);
  });

  it('without a token does not ask', async () => {
    serve({});
    expect(await ensureUser()).toBeNull();
    expect(calls).toEqual([]);
  });
});
