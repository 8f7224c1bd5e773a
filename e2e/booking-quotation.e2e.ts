import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from './support/antd';
import { launch, strictPage } from './support/browser';
import { dialog, poll, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Answer<T> = { result: string; message: string; data: T };
type Booking = {
  id: number;
  bookingNo: string;
  status: string;
  companyId: number | null;
  carrierCode: string | null;
  quotationId: number | null;
  quotationWarnings: string | null;
};
type Source = { id: number; carrierCode: string };

/** A call with the session `sid`, answering its data. */
const call = async <T>(page: Page, sid: string, path: string, form: Record<string, string | number>) => {
  const res = await page.request.post(path, { form: { ...form, lang: 'en_us', __sid: sid } });
  const body = (await res.json()) as Answer<T>;
  expect(body.result, `${path}: ${JSON.stringify(body)}`).toBe('true');
  return body.data;
};

/**
 * A confirmed quotation of the booking's customer on another carrier than the booking's, made by
 * the desk the way the desk makes one: a draft filled from a sell tariff, quoted, then confirmed.
 */
const confirmedQuotationOnAnotherCarrier = async (page: Page, sid: string, booking: Booking): Promise<string> => {
  const today = new Date();
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const draft = await call<{ id: number }>(page, sid, '/api/engine/quotation/create', {
    view: 'quotation',
    companyId: Number(booking.companyId),
    product: 'fcl',
    fromCode: 'CNSHA',
    toCode: 'USLAX',
    equipment: '40HC',
    containers: 1,
    validFrom: day(today),
    validUntil: day(new Date(today.getTime() + 60 * 86_400_000)),
  });
  const sources = await call<{ rows: Source[] }>(page, sid, '/api/pricing/quotations/tariffs', {
    view: 'quotation',
    id: draft.id,
  });
  const other = sources.rows.find((s) => s.carrierCode !== booking.carrierCode);
  expect(other, 'a sell tariff of another carrier on the lane').toBeDefined();
  const get = () =>
    call<{ version: number; quotationNo: string; carrierCode: string }>(page, sid, '/api/engine/quotation/get', {
      view: 'quotation',
      id: draft.id,
    });
  await call(page, sid, '/api/pricing/quotations/fill', {
    view: 'quotation',
    id: draft.id,
    version: (await get()).version,
    sourceId: Number(other?.id),
  });
  for (const action of ['quote', 'confirm']) {
    await call(page, sid, '/api/engine/quotation/transition', {
      view: 'quotation',
      id: draft.id,
      version: (await get()).version,
      action,
    });
  }
  const quotation = await get();
  expect(quotation.carrierCode).not.toBe(booking.carrierCode);
  return quotation.quotationNo;
};

describe('a booking on a quotation, and the public instant rates', () => {
  it('confirms the carrier warning when a booking names a quotation of another carrier', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    // A manager of the Shanghai-controlled branches works both desks: quotations and bookings.
    const sid = await signIn(page, 'manager');
    // An open sea booking of the desk's branches that names its carrier and no quotation yet, of a
    // customer the desk may quote (a company its customer picker offers).
    let booking: Booking | undefined;
    for (let n = 1; n <= 20 && !booking; n++) {
      const list = await call<{ rows: Booking[] }>(page, sid, '/api/engine/booking/list', {
        view: 'bookingSea',
        page: n,
        limit: 50,
      });
      if (list.rows.length === 0) break;
      for (const b of list.rows) {
        if (
          !['draft', 'submitted'].includes(b.status) ||
          !b.carrierCode ||
          b.companyId === null ||
          b.quotationId !== null
        ) {
          continue;
        }
        const offered = await call<{ id: number }[]>(page, sid, '/api/customers/lookup', { ids: Number(b.companyId) });
        if (offered.length > 0) {
          booking = b;
          break;
        }
      }
    }
    expect(booking, 'an open sea booking with a carrier, of a customer of the desk').toBeDefined();
    const open = booking as Booking;
    const quotationNo = await confirmedQuotationOnAnotherCarrier(page, sid, open);

    // The desk links the booking to the quotation and saves.
    await page.goto(`/dashboard/bookingSea/${open.id}`);
    await poll(() => page.locator('#main h1').first().textContent()).toContain(open.bookingNo);
    await page.locator('#main .pt-page-actions').getByRole('button', { name: 'Edit', exact: true }).click();
    await chooseOption(page, page.locator('#main .ant-select:has(#quotationId)'), quotationNo);
    // The checks beside the form already say what the save will ask.
    await poll(() => page.locator('#main .bk-quotation-warnings li[data-warning="carrier"]').count()).toBe(1);
    await page.locator('#main').getByRole('button', { name: 'Save', exact: true }).click();

    // The server asks to confirm the warnings, the carrier's in the SPEC's words among them.
    const ask = dialog(page, 'Confirm the quotation warnings');
    await poll(() => ask.locator('li[data-warning="carrier"]').textContent()).toContain(
      'The quotation carrier does not match the booking carrier.',
    );
    expect(await ask.locator('li[data-warning="carrier"]').textContent()).toContain(
      `Booking carrier ${open.carrierCode}`,
    );
    await ask.getByRole('button', { name: 'Confirm and save' }).click();
    await poll(() => ask.count()).toBe(0);

    // Saved on the quotation, with the confirmed warnings recorded by the write's audit.
    const saved = await call<Booking>(page, sid, '/api/engine/booking/get', { view: 'bookingSea', id: open.id });
    expect(saved.quotationId).not.toBeNull();
    expect(saved.quotationWarnings?.split(',')).toContain('carrier');
    const history = page.locator('#main section[aria-labelledby="bk-history"]');
    await poll(() => history.textContent()).toContain('Quotation warnings confirmed');
    expect(await history.textContent()).toContain('Chen Jing');
    // The browser logs the first save's refusal (a 400 listing the warnings); nothing else failed.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  }, 150_000);

  it('gives a visitor the ranked rates of a lane on /online-quotations', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/online-quotations');
    await page.getByLabel('Port of loading (UN/LOCODE)').fill('CNSHA');
    await page.getByLabel('Port of discharge (UN/LOCODE)').fill('USLAX');
    await page.getByLabel('Equipment').selectOption('40HC');
    await page.getByRole('button', { name: 'Show rates' }).click();
    await page.waitForURL(/\/online-quotations\?.*pol=CNSHA/);
    const offers = page.locator('.iq-offer');
    await poll(() => offers.count()).toBeGreaterThan(1);
    // Ranked, cheapest first: each option numbered in order, the first marked as the lowest total.
    const count = await offers.count();
    for (let n = 0; n < count; n++) {
      expect(await offers.nth(n).getAttribute('aria-label')).toBe(`Option ${n + 1}`);
    }
    expect(await offers.first().textContent()).toContain('Lowest total');
    const totals = (await page.locator('.iq-offer .iq-total strong').allTextContents()).map((s) => s.split(' '));
    const usd = totals
      .filter(([currency]) => currency === 'USD')
      .map(([, amount]) => Number(amount?.replace(/,/g, '')));
    expect(usd.length).toBeGreaterThan(1);
    expect(usd).toEqual([...usd].sort((a, b) => a - b));
    expect(errors).toEqual([]);
  }, 60_000);
});
