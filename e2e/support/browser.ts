import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: string;
  }
}

export const baseUrl = () => inject('baseUrl');

/** Content-Security-Policy violations the browser reported since they were last taken. */
const cspViolations: string[] = [];

/** The violations reported so far, which are then forgotten (support/csp-guard.ts fails a journey on any). */
export const takeCspViolations = (): string[] => cspViolations.splice(0);

const CSP_BINDING = '__tidemarkCspViolation';

/**
 * Records every CSP violation of the context's pages: each document reports its own
 * `securitypolicyviolation` events (listening before any of the page's code runs), and the
 * console's "Refused to ..." lines are kept too.
 */
const watchCsp = async (context: BrowserContext): Promise<void> => {
  await context.exposeBinding(CSP_BINDING, (_source, text: string) => {
    cspViolations.push(text);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} on ${e.documentURI}` +
          ` (${e.sourceFile || 'document'}:${e.lineNumber}) ${e.sample}`,
      );
    });
  }, CSP_BINDING);
  context.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
};

/**
 * Debian's Chromium, never a downloaded browser. Every context it opens (and so every page)
 * reports CSP violations to takeCspViolations.
 */
export const launch = async (): Promise<Browser> => {
  const browser = await chromium.launch({
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
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    return context;
  };
  return browser;
};

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe-core into the page from outside it: the page's policy admits no inline script, so
 * a script tag with axe's source (page.addScriptTag) would be refused.
 */
export const injectAxe = async (page: Page): Promise<void> => {
  await page.evaluate(axeSource);
};

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
