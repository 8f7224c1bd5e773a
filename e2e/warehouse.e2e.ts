import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
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

/** What the fake scanner saw of the page: the settings the port was opened with, and whether it was closed. */
type ScannerLog = { opened: { baudRate: number }[]; closed: number };

/**
 * A serial barcode scanner in the real browser: navigator.serial hands the page a port whose
 * readable stream, once opened, sends `code` and a carriage return in two pieces, as a scanner
 * at 9600 baud does; the page's own Web Serial code reads it. `null` takes Web Serial away, as
 * in a browser without it.
 */
const plugScanner = async (page: Page, code: string | null): Promise<void> => {
  await page.addInitScript((scanned) => {
    const log: ScannerLog = { opened: [], closed: 0 };
    (window as unknown as { scannerLog: ScannerLog }).scannerLog = log;
    if (scanned === null) {
      Object.defineProperty(navigator, 'serial', { value: undefined, configurable: true });
      return;
    }
    const bytes = new TextEncoder().encode(`${scanned}\r`);
    const port = {
      readable: null as ReadableStream<Uint8Array> | null,
      open: async (options: { baudRate: number }) => {
        log.opened.push(options);
        port.readable = new ReadableStream<Uint8Array>({
          start(controller) {
            const half = Math.floor(bytes.length / 2);
            controller.enqueue(bytes.slice(0, half));
            setTimeout(() => controller.enqueue(bytes.slice(half)), 50);
          },
        });
      },
      close: async () => {
        log.closed += 1;
      },
    };
    Object.defineProperty(navigator, 'serial', { value: { requestPort: async () => port }, configurable: true });
  }, code);
};

const scannerLog = (page: Page) => page.evaluate(() => (window as unknown as { scannerLog: ScannerLog }).scannerLog);

describe('warehouse receiving', () => {
  it('receives cargo against a booking number read from the serial scanner', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await plugScanner(page, BOOKING);
    await signIn(page, 'admin');
    await page.goto('/dashboard/wms');
    await poll(() => heading(page).textContent()).toBe('Warehouse receipts');
    await page.locator('#main .pt-page-header').getByRole('button', { name: 'Receive cargo' }).click();
    const drawer = page.locator('.ant-drawer', { hasText: 'Booking no. or house bill' });

    // The Scan button reads one code from the port into the field, and looks it up as Enter would.
    await drawer.getByRole('button', { name: 'Scan' }).click();
    await poll(() => drawer.locator('#wh-booking').inputValue()).toBe(BOOKING);
    await poll(() => drawer.locator('.wh-booking').textContent()).toContain(BOOKING);
    const log = await scannerLog(page);
    expect(log.opened).toEqual([{ baudRate: 9600 }]);
    expect(log.closed).toBe(1);

    await drawer.getByLabel('CY / warehouse location').fill('E2E-SCAN-01');
    await drawer.getByRole('button', { name: 'Save receipt' }).click();
    const toast = page.locator('.ant-message');
    await poll(() => toast.textContent()).toMatch(/Receipt WR\d{8} saved/);
    const receiptNo = /WR\d{8}/.exec((await toast.textContent()) ?? '')?.[0] as string;
    await drawer.locator('.ant-drawer-close').click();
    const row = page.locator('#main .eng-results tbody tr.ant-table-row', { hasText: receiptNo });
    await poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(BOOKING);
    expect(await row.textContent()).toContain('E2E-SCAN-01');
    expect(errors).toEqual([]);
  });

  it('receives cargo against a typed booking number where the browser has no serial port, adds a photo and shows the barcode label', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await plugScanner(page, null);
    await signIn(page, 'admin');
    await page.goto('/dashboard/wms');
    await poll(() => heading(page).textContent()).toBe('Warehouse receipts');
    await poll(() => page.locator('#main .eng-results tbody tr.ant-table-row').count()).toBeGreaterThan(0);

    await page.locator('#main .pt-page-header').getByRole('button', { name: 'Receive cargo' }).click();
    const drawer = page.locator('.ant-drawer', { hasText: 'Booking no. or house bill' });
    // Without Web Serial there is no Scan button: the field takes a typed number and Enter looks it up.
    await poll(() => drawer.locator('#wh-booking').count()).toBe(1);
    expect(await drawer.getByRole('button', { name: 'Scan' }).count()).toBe(0);
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
