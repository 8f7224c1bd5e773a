import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Picks an option of an antd select by typing part of its label, then checks that the select
 * shows it. The option list re-renders while the typed filter applies, so a click can land on a
 * neighbour; when the select does not show the wanted option the pick is tried again.
 */
export const chooseOption = async (page: Page, select: Locator, text: string, option = text): Promise<void> => {
  for (let attempt = 0; attempt < 3; attempt++) {
    await select.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(text);
    const items = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // Give the filter time to apply (every listed option matches what was typed); a select that
    // also matches on hidden values may never get there, and the check after the click decides.
    await expect
      .poll(
        async () => {
          const texts = await items.allTextContents();
          return texts.length > 0 && texts.every((t) => t.toLowerCase().includes(text.toLowerCase()));
        },
        { timeout: 3000 },
      )
      .toBe(true)
      .catch(() => undefined);
    await items.filter({ hasText: option }).first().click();
    const took = await expect
      .poll(() => select.textContent(), { timeout: 3000 })
      .toContain(option)
      .then(
        () => true,
        () => false,
      );
    if (took) return;
    await page.keyboard.press('Escape');
  }
  throw new Error(`could not choose ${option}`);
};

/**
 * Types a date and time into the antd picker of form field `name` and takes it with the picker's
 * OK (Enter would also send the form, as in any of its inputs); returns once its panel is gone,
 * so the next picker's panel is the only one open.
 */
export const pickDateTime = async (page: Page, name: string, text: string): Promise<void> => {
  const input = page.locator(`#${name}`);
  await input.click();
  await input.fill(text);
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  await expect.poll(() => input.inputValue(), { timeout: 20_000 }).toBe(text);
  await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count(), { timeout: 20_000 }).toBe(0);
};

/** A day `days` from now at `time` on the browser's clock, as the date-time picker takes it typed. */
export const dayAhead = (days: number, time = '10:00'): string => {
  const d = new Date(Date.now() + days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${time}`;
};
