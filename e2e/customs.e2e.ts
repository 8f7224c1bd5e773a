import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from './support/antd';
import { launch, strictPage } from './support/browser';
import { dialog, heading, pathOf, poll, runConfirmedAction, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Answer<T> = { result: string; message: string; data: T };
type Rows<T> = { rows: T[]; total: number };
type Shipment = {
  shipmentNo: string;
  bookingNo: string | null;
  originPort: string;
  packages: number | null;
  grossWeightKg: string | null;
};
type Problem = { shipmentNo: string; reason: string; element: string | null };

/** A list of the engine read as the signed-in user of the page (demo data is looked up this way, never written). */
const list = async <T>(page: Page, sid: string, resource: string, form: Record<string, string | number>) => {
  const res = await page.request.post(`/api/engine/${resource}/list`, {
    form: { page: 1, limit: 50, ...form, lang: 'en_us', __sid: sid },
  });
  const body = (await res.json()) as Answer<Rows<T>>;
  expect(body.result, `${resource}: ${JSON.stringify(body)}`).toBe('true');
  return body.data;
};

/** The antd select holding the form field `name`. */
const select = (scope: Locator, name: string) => scope.locator(`.ant-select:has(#${name})`);

/** The value a record's detail shows for the field labelled `label`. */
const detailValue = (page: Page, label: string) =>
  page
    .locator('#main .eng-fields .eng-field')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

/** The rows of the page's result list. */
const resultRows = (page: Page) => page.locator('#main .eng-results tbody tr.ant-table-row');

/**
 * Opens the AMS/ISF error list filtered by a shipment and answers how many rows it shows for it,
 * once they are those the list's own request answered.
 */
const errorsShown = async (page: Page, shipmentNo: string): Promise<number> => {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/engine/amsIsfError/list') && (r.request().postData() ?? '').includes(shipmentNo),
  );
  await page.goto(`/dashboard/amsisfError?f_shipmentNo=${shipmentNo}`);
  const body = (await (await answered).json()) as Answer<Rows<Problem>>;
  const expected = body.data.rows.filter((r) => r.shipmentNo === shipmentNo).length;
  const shown = resultRows(page).filter({ hasText: shipmentNo });
  await poll(() => shown.count()).toBe(expected);
  return expected;
};

describe('customs', () => {
  it("a broker classifies a booking's goods, files its declaration, clears an ISF error and sees the shipment leave the error list", async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const sid = await signIn(page, 'customs');

    // Demo data the broker works on: a booked sea shipment of the desk's branches leaving China,
    // with its cargo counted and weighed and no declaration yet.
    const shipments = await list<Shipment>(page, sid, 'bookedShipment', { view: 'shipmentId' });
    let shipment: Shipment | undefined;
    for (const s of shipments.rows) {
      if (!s.bookingNo || !s.originPort.startsWith('CN') || !(Number(s.packages) > 0)) continue;
      if (!(Number(s.grossWeightKg) > 0)) continue;
      const declared = await list(page, sid, 'customsDeclaration', { view: 'declaration', f_shipmentNo: s.shipmentNo });
      if (declared.total > 0) continue;
      shipment = s;
      break;
    }
    expect(shipment, 'a booked shipment from China without a declaration').toBeDefined();
    const { shipmentNo, packages, grossWeightKg } = shipment as Shipment;

    // A new export declaration for that shipment, from the declarations list.
    await page.goto('/dashboard/declaration');
    await poll(() => heading(page).textContent()).toBe('Customs declarations');
    await page.locator('#main .pt-page-header').getByRole('button', { name: 'New', exact: true }).click();
    const header = dialog(page, 'New Customs declaration');
    await header.getByLabel('Shipment', { exact: true }).fill(shipmentNo);
    await chooseOption(page, select(header, 'direction'), 'Export');
    await chooseOption(page, select(header, 'currency'), 'USD');
    await header.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => pathOf(page)).toMatch(/^\/dashboard\/declaration\/\d+$/);
    await poll(() => heading(page).textContent()).toMatch(/^[A-Z]{3}-CD-\d{4}-\d{6}$/);
    const declarationNo = (await heading(page).textContent()) ?? '';
    await poll(() => page.locator('#main .eng-detail-noun').textContent()).toContain('Draft');
    await poll(() => detailValue(page, 'Shipment').textContent()).toBe(shipmentNo);

    // Classifying the goods: the line's HS code is found by its words in the code search and
    // taken from the picker's suggestions (China's national code, the tariff of the country left).
    const lines = page.locator('#main [data-relation="lines"]');
    await lines.getByRole('button', { name: 'Add line', exact: true }).click();
    const line = dialog(page, 'New Declaration line');
    const hsCode = line.locator('#hsCode');
    await hsCode.click();
    await hsCode.pressSequentially('smartphones');
    const suggestion = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^8517\.13\.0000\s/ })
      .first();
    await poll(() => suggestion.count()).toBe(1);
    await suggestion.click();
    await poll(() => hsCode.inputValue()).toBe('8517.13.0000');
    await line.getByLabel('Description of goods', { exact: true }).fill('Smartphones, 6.1 inch, with chargers');
    await line.getByLabel('Quantity', { exact: true }).fill(String(Number(packages) * 10));
    await chooseOption(page, select(line, 'unit'), 'Piece');
    await line.getByLabel('Packages', { exact: true }).fill(String(packages));
    await line.getByLabel('Gross weight (kg)', { exact: true }).fill(String(grossWeightKg));
    await line.getByLabel('Value', { exact: true }).fill('48250.00');
    await chooseOption(page, select(line, 'originCountry'), 'China');
    await line.getByRole('button', { name: 'Save', exact: true }).click();
    const lineRow = lines.locator('tbody tr.ant-table-row', { hasText: '8517.13.0000' });
    await poll(() => lineRow.count()).toBe(1);
    expect(await lineRow.textContent()).toContain('Smartphones, 6.1 inch');
    // The declaration's totals follow its line.
    await poll(() => detailValue(page, 'Lines').textContent()).toBe('1');

    // Filing: the declaration goes to customs from its page, and the list shows it submitted.
    await runConfirmedAction(page, 'Submit to customs');
    await poll(() => page.locator('#main .eng-detail-noun').textContent()).toContain('Submitted');
    await poll(() => detailValue(page, 'Submitted by').textContent()).toBe('Xu Hui');
    await page.goto(`/dashboard/declaration?f_declarationNo=${declarationNo}`);
    const filed = resultRows(page).filter({ hasText: declarationNo });
    await poll(() => filed.count()).toBe(1);
    await poll(() => filed.textContent()).toContain('Submitted');
    expect(await filed.textContent()).toContain(shipmentNo);

    // The ISF error: a shipment on the AMS/ISF error list whose only problem is its missing consolidator.
    const missing = await list<Problem>(page, sid, 'amsIsfError', { view: 'amsisfError', f_element: 'consolidator' });
    let faulty = '';
    for (const row of missing.rows) {
      const all = await list<Problem>(page, sid, 'amsIsfError', { view: 'amsisfError', f_shipmentNo: row.shipmentNo });
      if (all.rows.length === 1) {
        faulty = row.shipmentNo;
        break;
      }
    }
    expect(faulty, 'a shipment whose only ISF problem is its consolidator').not.toBe('');
    expect(await errorsShown(page, faulty)).toBe(1);
    expect(await heading(page).textContent()).toBe('AMS/ISF errors');
    expect(await resultRows(page).first().textContent()).toContain('Consolidator');

    // The broker opens the sea shipment and completes its ISF data there.
    await page.goto(`/dashboard/shipmentId?f_shipmentNo=${faulty}`);
    const shipmentRow = resultRows(page).filter({ hasText: faulty });
    await poll(() => shipmentRow.count()).toBe(1);
    await shipmentRow.getByRole('link', { name: faulty }).click();
    await poll(() => pathOf(page)).toMatch(/^\/dashboard\/shipmentId\/\d+$/);
    await poll(() => heading(page).textContent()).toBe(faulty);
    await page.locator('#main .eng-relations').getByRole('tab', { name: 'US filing (ISF 10+2 and AMS)' }).click();
    const isf = page.locator('#main [data-relation="isfFiling"]');
    const filing = isf.locator('tbody tr.ant-table-row');
    await poll(() => filing.count()).toBe(1);
    await filing.getByRole('button', { name: 'Edit ISF and AMS data' }).click();
    const form = dialog(page, 'Edit US filing (ISF and AMS)');
    const consolidator = form.getByLabel('Consolidator (stuffer)', { exact: true });
    expect(await consolidator.inputValue()).toBe('');
    await consolidator.fill('Tidemark Shanghai CFS, Waigaoqiao');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => filing.textContent()).toContain('Tidemark Shanghai CFS, Waigaoqiao');

    // The error list no longer holds the shipment.
    await poll(() => errorsShown(page, faulty), 60_000).toBe(0);
    const left = await list<Problem>(page, sid, 'amsIsfError', { view: 'amsisfError', f_shipmentNo: faulty });
    expect(left.total).toBe(0);
    expect(errors).toEqual([]);
  }, 180_000);
});
