import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

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

/** A page that fails the test on any console error or uncaught exception. */
export const strictPage = async (browser: Browser, locale = 'en-US'): Promise<{ page: Page; errors: string[] }> => {
  const context = await browser.newContext({ locale, baseURL: baseUrl() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
};
