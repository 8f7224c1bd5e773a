import { readFile } from 'node:fs/promises';
import { PAGES, resourceByName } from '@tidemark/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from './support/antd';
import { launch, strictPage } from './support/browser';
import { pathOf, poll, searchOf, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The generic list of a page as a page object. */
const list = (page: Page) => {
  const table = page.locator('#main .eng-table');
  return {
    heading: page.locator('#main h1').first(),
    table,
    rows: table.locator('tbody tr.ant-table-row'),
    headers: () => table.locator('thead th').allTextContents(),
    header: (title: string) => table.locator('thead th', { hasText: title }).first(),
    column: (index: number) =>
      table
        .locator('tbody tr.ant-table-row')
        .evaluateAll((trs, i) => trs.map((tr) => (tr.querySelectorAll('td')[i]?.textContent ?? '').trim()), index),
    pager: page.locator('#main .eng-pager'),
    /** Chooses a page size in the pager and waits for its list to close again. */
    pageSize: async (size: number) => {
      await page.locator('#main .eng-pager .eng-pager-size').click();
      const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
        hasText: `${size} / page`,
      });
      await option.click();
      await page
        .locator('.ant-select-dropdown:visible')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    },
  };
};

const choose = chooseOption;

/** Every column of the company list's header, in order, without the index and action columns. */
const columnTitles = async (page: Page) =>
  (await list(page).headers()).map((h) => h.trim()).filter((h) => h !== '' && h !== '#' && h !== 'Actions');

describe('the generic list, form and detail on companyList', () => {
  it('sorts in a cycle, pages, resizes pages and keeps all of it in the URL across a reload', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const l = list(page);
    await signIn(page, 'admin');
    await page.goto('/dashboard/companyList');
    await poll(() => l.heading.textContent()).toBe('All companies');
    await poll(() => l.rows.count()).toBe(20);

    // Sorting cycles ascending, descending, none; each step is in the URL.
    const nameIndex = (await l.table.locator('thead th').allTextContents()).indexOf('Customer name');
    const sorted = (names: string[], dir: 1 | -1) =>
      names.every((n, i) => i === 0 || dir * (names[i - 1] ?? '').localeCompare(n, 'en', { sensitivity: 'base' }) <= 0);
    await l.header('Customer name').click();
    await poll(() => searchOf(page).get('order')).toBe('asc');
    expect(searchOf(page).get('sort')).toBe('name');
    await poll(async () => sorted(await l.column(nameIndex), 1)).toBe(true);
    expect(await l.header('Customer name').getAttribute('aria-sort')).toBe('ascending');
    await l.header('Customer name').click();
    await poll(() => searchOf(page).get('order')).toBe('desc');
    await poll(async () => sorted(await l.column(nameIndex), -1)).toBe(true);
    await l.header('Customer name').click();
    await poll(() => searchOf(page).has('sort')).toBe(false);
    await poll(() => l.header('Customer name').getAttribute('aria-sort')).toBeNull();

    // Page 3 of 20, then 50 a page: 3 x 50 runs past the total, so back to page 1 (SPEC §4).
    await l.pager.locator('.ant-pagination-item-3').click();
    await poll(() => searchOf(page).get('page')).toBe('3');
    await poll(() => l.pager.locator('.ant-pagination-item-active').textContent()).toBe('3');
    const total = Number((await l.pager.locator('.eng-pager-total').textContent())?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(40);
    expect(total).toBeLessThan(150);
    await l.pageSize(50);
    await poll(() => searchOf(page).get('limit')).toBe('50');
    expect(searchOf(page).has('page')).toBe(false);
    await poll(() => l.rows.count()).toBe(50);

    // Page 2 at 10 a page fits, so the page stays.
    await l.pager.locator('.ant-pagination-item-2').click();
    await poll(() => searchOf(page).get('page')).toBe('2');
    await poll(() => l.rows.count()).toBe(total - 50 < 50 ? total - 50 : 50);
    await l.pageSize(10);
    await poll(() => searchOf(page).get('limit')).toBe('10');
    expect(searchOf(page).get('page')).toBe('2');

    // Sorted by code descending; a reload shows the same view.
    const listed = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/engine/company/list') &&
        /orderByColumn=code&isAsc=desc/.test(r.request().postData() ?? ''),
    );
    await l.header('Customer code').click();
    await l.header('Customer code').click();
    await poll(() => searchOf(page).get('order')).toBe('desc');
    const rows = ((await (await listed).json()) as { data: { rows: { name: string }[] } }).data.rows;
    const before = rows.map((r) => r.name);
    await poll(() => l.column(nameIndex)).toEqual(before);
    const url = page.url();
    await page.reload();
    await poll(() => l.rows.count()).toBe(10);
    expect(page.url()).toBe(url);
    expect(await l.column(nameIndex)).toEqual(before);
    expect(await l.pager.locator('.eng-pager-size').textContent()).toContain('10 / page');
    expect(await l.header('Customer code').getAttribute('aria-sort')).toBe('descending');
    expect(errors).toEqual([]);
  });

  it('chooses, orders and keeps columns through the column chooser, then exports them to .xlsx', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const l = list(page);
    await signIn(page, 'admin');
    await page.goto('/dashboard/companyList');
    await poll(() => l.rows.count()).toBe(20);
    expect((await columnTitles(page)).slice(0, 2)).toEqual(['Customer code', 'Customer name']);

    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.locator('.eng-columns-drawer');
    await poll(() => chooser.isVisible()).toBe(true);
    await chooser.getByRole('checkbox', { name: 'Customer code' }).uncheck();
    await chooser.getByRole('checkbox', { name: 'City' }).check();
    // City joined at the end; drag it to the top, above Customer name.
    const shown = chooser.locator('ol.eng-column-list > li');
    await shown.filter({ hasText: 'City' }).dragTo(shown.first());
    await poll(() => shown.first().textContent()).toContain('City');
    await chooser.getByRole('button', { name: 'Move Customer name up' }).click();
    const order = (await shown.allTextContents()).map((s) => s.trim());
    expect(order.slice(0, 2)).toEqual(['Customer name', 'City']);
    await chooser.getByRole('button', { name: 'Save' }).click();
    await poll(() => chooser.isVisible()).toBe(false);
    await poll(async () => (await columnTitles(page)).slice(0, 2)).toEqual(['Customer name', 'City']);
    expect(await columnTitles(page)).not.toContain('Customer code');

    await page.reload();
    await poll(() => l.rows.count()).toBe(20);
    await poll(async () => columnTitles(page)).toEqual(order);

    // The export takes the visible columns in their order.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await poll(() => page.locator('.ant-message').textContent()).toContain('downloaded');

    // The file is in the report history, with its page and the person who asked for it.
    await page.goto('/dashboard/historyPage');
    await poll(() => l.heading.textContent()).toBe('Report history');
    const newest = l.rows.first();
    await poll(() => newest.textContent()).toContain('All companies');
    expect(await newest.textContent()).toContain('admin');

    // Nothing to export: 'No files to download.'
    await page.goto('/dashboard/companyList?f_name=no-such-company-anywhere');
    await poll(() => l.rows.count()).toBe(0);
    await page.getByRole('button', { name: 'Export' }).click();
    await poll(() => page.locator('.ant-message').textContent()).toContain('No files to download.');

    // Back to the defaults for the other journeys.
    await page.getByRole('button', { name: 'Columns' }).click();
    await chooser.getByRole('button', { name: 'Restore defaults' }).click();
    await poll(async () => (await columnTitles(page)).slice(0, 2)).toEqual(['Customer code', 'Customer name']);
    expect(errors).toEqual([]);
  });

  it('creates a company in the generic form, finds it, opens it, edits it and shows the audit entry', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const l = list(page);
    const name = `Tidewater Test Freight ${Date.now().toString(36)}`;
    await signIn(page, 'admin');
    await page.goto('/dashboard/companyList');
    await poll(() => l.rows.count()).toBe(20);

    await page.locator('#main').getByRole('button', { name: 'Add' }).click();
    const drawer = page.locator('.eng-form-drawer:visible');
    await poll(() => drawer.locator('.ant-drawer-title').textContent()).toBe('New Customer');
    // Required fields are checked in the browser before anything is sent.
    await drawer.getByRole('button', { name: 'Save' }).click();
    await poll(() => drawer.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(2);
    await drawer.getByLabel('Customer name').fill(name);
    await choose(page, drawer.locator('.ant-select:has(#branchId)'), 'Ningbo');
    await choose(page, drawer.locator('.ant-select:has(#country)'), 'China', 'China');
    await drawer.getByLabel('City').fill('Ningbo');
    await drawer.getByLabel('E-mail').fill('not-an-address');
    await drawer.getByRole('button', { name: 'Save' }).click();
    // The shared schema refuses the address on the field.
    await poll(() => drawer.locator('.ant-form-item-explain-error').textContent()).toContain('e-mail');
    await drawer.getByLabel('E-mail').fill('ops@tidewater.example');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await poll(() => pathOf(page)).toMatch(/^\/dashboard\/companyList\/\d+$/);
    await poll(() => page.locator('#main h1').textContent()).toBe(name);
    const detailUrl = pathOf(page);

    // The same name again, spaced and cased differently, is refused on the field by the server.
    await page.goto('/dashboard/companyList');
    await page.locator('#main').getByRole('button', { name: 'Add' }).click();
    await drawer.getByLabel('Customer name').fill(`  ${name.toUpperCase().replace(/ /g, '  ')}`);
    await choose(page, drawer.locator('.ant-select:has(#branchId)'), 'Ningbo');
    await choose(page, drawer.locator('.ant-select:has(#country)'), 'China', 'China');
    await drawer.getByLabel('City').fill('Ningbo');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await poll(() => drawer.locator('.ant-form-item-explain-error').textContent()).toBe('Customername already exists');
    // Closing the changed form asks first.
    await drawer.locator('.ant-drawer-close').click();
    const confirm = page.locator('.ant-modal-confirm');
    await poll(() => confirm.textContent()).toContain('Data has changed. Leave without saving?');
    await confirm.getByRole('button', { name: 'Leave without saving' }).click();
    await poll(() => drawer.isVisible()).toBe(false);

    // Found again through the search form.
    await page.locator('#filter-name').fill(name.slice(-14));
    await page.locator('#main').getByRole('button', { name: 'Search' }).click();
    await poll(() => searchOf(page).get('f_name')).toBe(name.slice(-14));
    await poll(() => l.rows.count()).toBe(1);
    await l.rows.first().getByRole('link', { name }).click();
    await poll(() => pathOf(page)).toBe(detailUrl);
    expect(searchOf(page).get('f_name')).toBe(name.slice(-14));
    // The only record of that list: previous and next say so.
    await page.getByRole('button', { name: 'Previous' }).click();
    await poll(() => page.locator('.ant-message').textContent()).toContain('Already the first record');
    await page.getByRole('button', { name: 'Next' }).click();
    await poll(() => page.locator('.ant-message').textContent()).toContain('Already the last record');

    // The history already holds the creation.
    const history = page.locator('.eng-audit');
    await poll(() => history.textContent()).toContain('Created');

    // Edit: a changed form asks before a route change; staying keeps the input.
    await page.locator('.eng-detail-header').getByRole('button', { name: 'Edit' }).click();
    await poll(() => drawer.locator('.ant-drawer-title').textContent()).toBe(`Edit Customer: ${name}`);
    await drawer.getByLabel('City').fill('Shanghai');
    await drawer.getByLabel('Notes').fill('Prefers weekly consolidation');
    await page.locator('.pt-tabs').getByRole('tab', { name: 'My dashboard' }).click({ force: true });
    await poll(() => confirm.textContent()).toContain('Data has changed. Leave without saving?');
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    expect(pathOf(page)).toBe(detailUrl);
    expect(await drawer.getByLabel('City').inputValue()).toBe('Shanghai');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await poll(() => drawer.isVisible()).toBe(false);
    await poll(() => page.locator('.eng-fields').textContent()).toContain('Shanghai');

    // The audit entry: who, what, from -> to.
    const entry = history.locator('.eng-audit-entry').first();
    await poll(() => entry.textContent()).toContain('Changed');
    const text = await entry.textContent();
    expect(text).toContain('Alex Morgan');
    expect(text).toMatch(/City\s*Ningbo\s*→\s*(changed to)?\s*Shanghai/);
    expect(text).toContain('Prefers weekly consolidation');
    // The browser logs the refused duplicate (a 400 with the field message); nothing else went wrong.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });

  it('refuses a stale save with "Data has changed" and keeps what was typed', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await signIn(page, 'admin');
    await page.goto('/dashboard/companyList?sort=code&order=asc');
    await poll(() => list(page).rows.count()).toBe(20);
    await list(page).rows.nth(3).getByRole('link').first().click();
    await poll(() => pathOf(page)).toMatch(/^\/dashboard\/companyList\/\d+$/);
    await page.locator('.eng-detail-header').getByRole('button', { name: 'Edit' }).click();
    const drawer = page.locator('.eng-form-drawer:visible');
    await drawer.getByLabel('Notes').fill('First edit');

    // Someone else saves the record meanwhile, through the same endpoint.
    const id = Number(pathOf(page).split('/').pop());
    const sid = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
    const current = await page.request.post('/api/engine/company/get', {
      form: { __sid: sid, view: 'companyList', id },
    });
    const record = ((await current.json()) as { data: { version: number } }).data;
    const other = await page.request.post('/api/engine/company/update', {
      form: { __sid: sid, view: 'companyList', id, version: record.version, notes: 'Saved elsewhere' },
    });
    expect(other.status()).toBe(200);

    await drawer.getByRole('button', { name: 'Save' }).click();
    await poll(() => drawer.locator('.ant-alert').textContent()).toContain('Data has changed');
    expect(await drawer.getByLabel('Notes').inputValue()).toBe('First edit');
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
  });
});

describe('the generic list on a phone', () => {
  it('shows cards and loads more when scrolled to the bottom instead of a pager', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'admin');
    await page.goto('/dashboard/companyList');
    const cards = page.locator('#main .eng-card');
    await poll(() => cards.count()).toBe(20);
    expect(await page.locator('#main .eng-pager').count()).toBe(0);
    await page.mouse.wheel(0, 20_000);
    await poll(() => cards.count()).toBe(40);
    // Loading more does not change the shared view in the URL.
    expect(searchOf(page).has('page')).toBe(false);
    expect(errors).toEqual([]);
  });
});

/** The long-text field of the first list page that filters by one, if any area declares it yet. */
const longTextPage = PAGES.find(
  (p) =>
    p.screen === 'list' &&
    (p.filters ?? []).some(
      (f) => resourceByName(p.resource ?? '')?.fields.find((x) => x.name === f)?.type === 'longText',
    ),
);

describe('the long-text field', () => {
  it.skipIf(!longTextPage)('shows one value per line while focused and rejoins them with commas', async () => {
    const page0 = longTextPage;
    if (!page0) return;
    const field = (page0.filters ?? []).find(
      (f) => resourceByName(page0.resource ?? '')?.fields.find((x) => x.name === f)?.type === 'longText',
    );
    const { page, errors } = await strictPage(browser, 'en-US');
    await signIn(page, 'admin');
    await page.goto(`/dashboard/${page0.url}`);
    const box = page.locator(`#filter-${field}`);
    await box.click();
    await page.keyboard.type('AAA');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('BBB');
    await page.keyboard.press('Enter');
    expect(await box.inputValue()).toBe('AAA\n\nBBB\n');
    await page.locator('#main h1').click();
    expect(await box.inputValue()).toBe('AAA,BBB');
    await box.click();
    expect(await box.inputValue()).toBe('AAA\nBBB');
    expect(errors).toEqual([]);
  });
});
