import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAxe, launch, strictPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The error message shown under a field, found through the field's aria-describedby. */
const fieldError = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const input = document.querySelector(sel);
    const ids = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
    return (
      ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('form-error'))?.textContent ??
      null
    );
  }, selector);

describe('public forms', () => {
  it('contact: a bad e-mail is shown next to the field, the text stays, and the fixed form gets a reference', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/contact');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Contact us');
    const message = 'We ship two 40HC a month from Shanghai to Hamburg and need a new forwarder.';
    await page.locator('select[name="topic"]').selectOption('ocean');
    await page.locator('textarea[name="message"]').fill(message);
    await page.locator('input[name="name"]').fill('Li Wei');
    await page.locator('input[name="email"]').fill('li.wei@nodot');
    await page.getByLabel('I have read the').check();
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect
      .poll(() => fieldError(page, 'input[name="email"]'))
      .toBe('Enter a valid e-mail address, like name@company.com');
    expect(await page.locator('input[name="email"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await page.locator('textarea[name="message"]').inputValue()).toBe(message);
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Li Wei');

    await page.locator('input[name="email"]').fill('li.wei@example.com');
    expect(await fieldError(page, 'input[name="email"]')).toBeNull();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => page.locator('[data-reference]').textContent(), { timeout: 15_000 })
      .toMatch(/^CT-\d{4}-\d{6}$/);
    expect(await page.getByText('li.wei@example.com').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('Speaking Up: an anonymous report gets a case number and key, and the follow-up shows and extends the case', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/about/speakingUp');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Speaking Up');
    expect(await page.getByText('within 30 business days').count()).toBeGreaterThan(0);
    await page.locator('select[name="category"]').selectOption('fraud');
    await page.locator('select[name="country"]').selectOption('CN');
    await page
      .locator('textarea[name="description"]')
      .fill('Gross weights on invoices are raised after the cargo is weighed.');
    await page.getByRole('button', { name: 'Send report' }).click();

    await expect
      .poll(() => page.locator('[data-case-number]').textContent(), { timeout: 15_000 })
      .toMatch(/^SU-\d{4}-\d{4}$/);
    const caseNumber = (await page.locator('[data-case-number]').textContent()) ?? '';
    const key = (await page.locator('[data-case-key]').textContent()) ?? '';
    expect(key.replaceAll('-', '')).toMatch(/^[A-Z2-7]{26}$/);

    await page.locator('input[name="caseNumber"]').fill(caseNumber);
    await page.locator('input[name="key"]').fill(key.toLowerCase());
    await page.getByRole('button', { name: 'Show my case' }).click();
    await expect.poll(() => page.locator('[data-case-status]').textContent(), { timeout: 15_000 }).toBe('Received');
    expect(await page.locator('[data-case-due]').textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.locator('.case-view textarea[name="message"]').fill('It happened again this week.');
    await page.getByRole('button', { name: 'Send information' }).click();
    await expect
      .poll(() => page.locator('.case-message').first().textContent(), { timeout: 15_000 })
      .toContain('It happened again this week.');
    expect(errors).toEqual([]);
  });

  it('have no serious or critical accessibility violations, in either language', async () => {
    for (const locale of ['en-US', 'zh-CN']) {
      const { page, errors } = await strictPage(browser, locale);
      for (const path of [
        '/contact',
        '/contact-us',
        '/online-quotations',
        '/intelligent-bookingAir',
        '/about/speakingUp',
      ]) {
        await page.goto(path);
        await page.locator('form').first().waitFor();
        await injectAxe(page);
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string }[] }> } }
          ).axe;
          const result = await axe.run();
          return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
        });
        expect(violations, `${locale} ${path}`).toEqual([]);
        expect(await page.locator('h1').count()).toBe(1);
      }
      expect(errors).toEqual([]);
    }
  });
});
