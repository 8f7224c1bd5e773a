import { type Browser, chromium, type Page } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: string;
  }
}

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, never a downloaded browser. */
export const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

/**
 * A page that fails the test on any console error or uncaught exception; `timezoneId` sets the
 * browser's own time zone (by default the machine's).
 */
export const strictPage = async (
  browser: Browser,
  locale = 'en-US',
  timezoneId?: string,
): Promise<{ page: Page; errors: string[] }> => {
  const context = await browser.newContext({ locale, baseURL: baseUrl(), ...(timezoneId ? { timezoneId } : {}) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // What the page went through, printed only when the test fails: a failure on a loaded CI
  // machine then says whether a request failed or the page threw, not just what it lacked.
  const network: string[] = [];
  page.on('requestfailed', (r) => network.push(`${r.method()} ${r.url()} failed: ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.status() >= 500) network.push(`${r.request().method()} ${r.url()} answered ${r.status()}`);
  });
  onTestFailed(async () => {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch(() => '(no page text)');
    const lines = [
      `page at failure: ${page.url()}`,
      ...errors.map((e) => `page error: ${e}`),
      ...network.map((n) => `network: ${n}`),
      `page text: ${text.replace(/\s+/g, ' ').slice(0, 600)}`,
    ];
    console.error(lines.join('\n'));
  });
  return { page, errors };
};
