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
