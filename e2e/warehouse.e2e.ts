import { deflateSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, strictPage } from './support/browser';
import { heading, poll, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The README's Shanghai → Los Angeles booking; the administrator sees every branch. */
const BOOKING = 'BK2611001';

/** A tiny grey PNG, encoded here (signature, header, one deflated row per line, end). */
const png = (): Buffer => {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (table[(c ^ x) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.from([0, 0, 0, 4, 0, 0, 0, 4, 8, 0, 0, 0, 0]);
  const rows = Buffer.alloc(4 * 5, 0x80);
  for (let y = 0; y < 4; y++) rows[y * 5] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('warehouse receiving', () => {
  it('receives cargo against a typed booking number, adds a photo and shows the barcode label', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await signIn(page, 'admin');
    await page.goto('/dashboard/wms');
    await poll(() => heading(page).textContent()).toBe('Warehouse receipts');
    await poll(() => page.locator('#main .eng-results tbody tr.ant-table-row').count()).toBeGreaterThan(0);

    await page.locator('#main .pt-page-header').getByRole('button', { name: 'Receive cargo' }).click();
    const drawer = page.locator('.ant-drawer', { hasText: 'Booking no. or house bill' });
    // Scanner or not (Chromium offers Web Serial, so a Scan button stands beside it), the field takes
    // a typed number and Enter looks the booking up.
    expect(await drawer.getByRole('button', { name: 'Scan' }).count()).toBeLessThanOrEqual(1);
    await drawer.locator('#wh-booking').fill(BOOKING);
    await drawer.locator('#wh-booking').press('Enter');
    await poll(() => drawer.locator('.wh-booking').textContent()).toContain(BOOKING);

    // The location cannot be empty (SPEC §5).
    await drawer.getByRole('button', { name: 'Save receipt' }).click();
    await poll(() => drawer.locator('.ant-form-item-explain').first().textContent()).toBe(
      'The CY / warehouse location cannot be empty',
    );
    await drawer.getByLabel('CY / warehouse location').fill('E2E-01-01');
    await drawer.getByRole('button', { name: 'Save receipt' }).click();
    const toast = page.locator('.ant-message');
    await poll(() => toast.textContent()).toMatch(/Receipt WR\d{8} saved/);
    const receiptNo = /WR\d{8}/.exec((await toast.textContent()) ?? '')?.[0] as string;
    await drawer.locator('.ant-drawer-close').click();

    const row = page.locator('#main .eng-results tbody tr.ant-table-row', { hasText: receiptNo });
    await poll(() => row.count()).toBe(1);

    await row.getByRole('button', { name: 'Photos' }).click();
    const photos = page.locator('.ant-drawer', { hasText: `Photos of ${receiptNo}` });
    await poll(() => photos.textContent()).toContain('0 of 4 photos');
    await photos.locator('input[type=file]').setInputFiles({ name: 'dock.png', mimeType: 'image/png', buffer: png() });
    await poll(() => photos.textContent()).toContain('1 of 4 photos');
    await poll(() => photos.locator('img.wh-photo').count()).toBe(1);
    await photos.locator('.ant-drawer-close').click();

    await row.getByRole('button', { name: 'Label' }).click();
    const label = page.getByRole('dialog').filter({ hasText: 'Print label' });
    await poll(() => label.locator(`svg[aria-label="${receiptNo}"] rect`).count()).toBeGreaterThan(10);
    expect(await label.textContent()).toContain('E2E-01-01');
    expect(errors).toEqual([]);
  });
});
