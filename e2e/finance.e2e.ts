import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, strictPage } from './support/browser';
import { apiSession, poll, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Answer<T> = { result: string; message: string; data: T };
type Sheet = {
  shipment: { id: number };
  sheet: { revenueLocal: string; costLocal: string; profitLocal: string; profitState: string };
  lines: { id: number; side: string; status: string }[];
};

const api = async <T>(page: Page, sid: string, path: string, form: Record<string, string | number>) => {
  const res = await page.request.post(path, { form: { ...form, lang: 'en_us', __sid: sid } });
  const body = (await res.json()) as Answer<T>;
  expect(body.result, `${path}: ${JSON.stringify(body)}`).toBe('true');
  return body.data;
};

/** A number as the sheet's statistics show it: grouped, two decimals. */
const shown = (amount: string) =>
  Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('charge sheets', () => {
  it("finance reviews and locks a shipment's charges and sees the profit; a CSR's edit of a locked line is refused", async () => {
    const { page } = await strictPage(browser, 'en-US');
    const financeSid = await signIn(page, 'finance');
    const csrSid = await apiSession('csr');
    // A Shanghai sheet of the demo whose lines are all still with the CSR or its reviewer; the CSR submits what is left.
    const sheets = await api<{ rows: { shipmentNo: string }[] }>(page, financeSid, '/api/engine/shipmentProfit/list', {
      view: 'shipmentProfit',
      f_branchCode: 'SHA',
      f_profitState: 'open',
      page: 1,
      limit: 50,
    });
    let no = '';
    for (const row of sheets.rows) {
      const sheet = await api<Sheet>(page, financeSid, '/api/finance/chargeSheet/sheet', {
        shipmentNo: row.shipmentNo,
      });
      const open =
        sheet.lines.length > 0 && sheet.lines.every((l) => ['draft', 'rejected', 'submitted'].includes(l.status));
      if (!open || !sheet.lines.some((l) => l.side === 'cost')) continue;
      no = row.shipmentNo;
      const waiting = sheet.lines.filter((l) => l.status !== 'submitted').map((l) => l.id);
      if (waiting.length > 0) {
        const res = await fetch(`${baseUrl()}/api/finance/chargeSheet/lines/submit`, {
          method: 'POST',
          headers: { cookie: csrSid.cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams([
            ['lang', 'en_us'],
            ['__sid', csrSid.sid],
            ['shipmentId', String(sheet.shipment.id)],
            ['marker', 'submit'],
            ['confirmFreightTotal', 'true'],
            ...waiting.map((id) => ['ids', String(id)]),
          ]),
        });
        expect(res.status, await res.text()).toBe(200);
      }
      break;
    }
    expect(no, 'a Shanghai sheet still open for review').not.toBe('');

    // The queue: the cost lines are reviewed one by one from there.
    await page.goto(`/dashboard/chargeSheetverify?f_shipmentNo=${no}&f_side=cost`);
    const rows = page.locator('#main .eng-results tbody tr.ant-table-row', { hasText: no });
    await poll(() => rows.count()).toBeGreaterThan(0);
    while ((await rows.count()) > 0) {
      const before = await rows.count();
      await rows.first().getByRole('button', { name: 'Review', exact: true }).click();
      await poll(() => rows.count()).toBeLessThan(before);
    }

    // The sheet: revenue reviewed and locked together, then the costs locked.
    await page.goto(`/dashboard/chargeSheet?no=${no}`);
    const revenue = page.locator('[data-testid="fin-revenue"]');
    const cost = page.locator('[data-testid="fin-cost"]');
    await poll(() => revenue.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    const markAll = async (card: typeof revenue, action: string) => {
      await card.locator('thead .ant-checkbox-input').check();
      await page.locator('#main').getByRole('button', { name: action, exact: true }).click();
      await poll(() =>
        card.locator('tbody .ant-tag', { hasText: action === 'Lock' ? 'Locked' : 'Reviewed' }).count(),
      ).toBe(await card.locator('tbody tr.ant-table-row').count());
    };
    await markAll(revenue, 'Review');
    await markAll(revenue, 'Lock');
    await markAll(cost, 'Lock');
    // Who locked them, and when, is on each line.
    await poll(() => revenue.textContent()).toContain('Locked by Li Na');

    // The profit shown is the sheet's, as the server keeps it from the lines.
    const view = await api<Sheet>(page, financeSid, '/api/finance/chargeSheet/sheet', { shipmentNo: no });
    expect(view.lines.every((l) => l.status === 'locked')).toBe(true);
    const main = page.locator('#main');
    await poll(() => main.textContent()).toContain(shown(view.sheet.profitLocal));
    await poll(() => main.textContent()).toContain(shown(view.sheet.revenueLocal));

    // The profit list shows it too, and finance locks the profit there.
    const profit = await api<{ rows: { shipmentNo: string; profitLocal: string }[] }>(
      page,
      financeSid,
      '/api/engine/shipmentProfit/list',
      { view: 'shipmentProfit', f_shipmentNo: no, page: 1, limit: 10 },
    );
    expect(profit.rows[0]?.profitLocal).toBe(view.sheet.profitLocal);

    // A CSR of the branch opens the same sheet; changing a locked line is refused with the reason.
    const csr = await strictPage(browser, 'en-US');
    await signIn(csr.page, 'csr');
    await csr.page.goto(`/dashboard/chargeSheet?no=${no}`);
    const csrRevenue = csr.page.locator('[data-testid="fin-revenue"]');
    await poll(() => csrRevenue.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await csrRevenue.locator('tbody tr.ant-table-row').first().getByRole('button', { name: 'Edit line' }).click();
    const dialog = csr.page.getByRole('dialog').filter({ hasText: 'Edit line' });
    await dialog.getByLabel('Unit price').fill('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => csr.page.locator('body').textContent()).toContain(
      'This charge line is locked: ask for it to be unlocked before changing it',
    );
    const after = await api<Sheet>(page, financeSid, '/api/finance/chargeSheet/sheet', { shipmentNo: no });
    expect(after.sheet.revenueLocal).toBe(view.sheet.revenueLocal);
  });
});
