import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** Every seeded demo user has this password (README "Demo sign-ins"). */
export const DEMO_PASSWORD = 'Harbor2026';

/**
 * expect.poll, whose wait the journeys' config sets long enough for the portal (e2e/vitest.config.ts);
 * `timeout` for a step known to take longer still.
 */
export const poll = <T>(fn: () => T | Promise<T>, timeout?: number) =>
  expect.poll(fn, timeout === undefined ? undefined : { timeout });

/** The path and the query of the page's address. */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;
export const searchOf = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

/** The heading of the portal page in the main area. */
export const heading = (page: Page): Locator => page.locator('#main h1').first();

/** The open dialog whose text holds `title`. */
export const dialog = (page: Page, title: string): Locator => page.getByRole('dialog').filter({ hasText: title });

type LoginAnswer = { result: string; data: { __sid: string } };

/**
 * Signs a demo user in through the API (the e2e server runs with LOGIN_CAPTCHA=off) and hands the
 * session to the page as the web app keeps it (the token in session storage); answers the session
 * id. The page is left on `/`.
 */
export const signIn = async (page: Page, userName: string): Promise<string> => {
  const res = await page.request.post('/account/login', { form: { username: userName, password: DEMO_PASSWORD } });
  const body = (await res.json()) as LoginAnswer;
  expect(body.result).toBe('true');
  await page.goto('/');
  await page.evaluate((sid) => sessionStorage.setItem('token', sid), body.data.__sid);
  return body.data.__sid;
};

/** Fills in and sends the sign-in form of the page the browser is on (/login). */
export const signInWithForm = async (page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> => {
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** A session for API calls made outside a browser: its id and its cookie header. */
export const apiSession = async (userName: string): Promise<{ sid: string; cookie: string }> => {
  const res = await fetch(`${inject('baseUrl')}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: userName, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as LoginAnswer;
  expect(body.result).toBe('true');
  const session = res.headers.getSetCookie().find((c) => c.startsWith('tm_ss='));
  return { sid: body.data.__sid, cookie: session?.split(';')[0] ?? '' };
};

/** Runs an action of a record's page header that asks to be confirmed (a booking's state changes). */
export const runConfirmedAction = async (page: Page, action: string): Promise<void> => {
  await page.locator('#main .pt-page-actions').getByRole('button', { name: action, exact: true }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
};
