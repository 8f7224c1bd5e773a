import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@tidemark/domain';
import type { RankedOffer } from '@tidemark/domain/pricing/instant/ranking';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, StaticRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, switchLanguage } from '../../i18n';
import { clearSession, loadUser } from '../../shell/session';
import { dataKey, SiteDataProvider } from '../route-data';
import type { SiteDataContext } from '../route-types';
import InstantPage, { requestStart } from './instant-page';
import { fieldsOf, type InstantState, loadInstantRates } from './instant-state';
import { pricingRoutes } from './routes';

const offer = (rank: number, carrierCode: string, carrierName: string, total: string): RankedOffer => ({
  tariffId: 7700 + rank,
  tariffNo: `TF0000770${rank}`,
  carrierCode,
  carrierName,
  pol: 'CNSHA',
  pod: 'USLAX',
  via: rank === 2 ? 'KRPUS' : null,
  equipment: '40HC',
  validFrom: '2026-12-01',
  validUntil: '2026-12-31',
  transitDays: 13 + rank,
  currency: 'USD',
  rank,
  lines: [
    { chargeCode: 'OFR', rate: '2222.4700', unit: 'container', currency: 'USD', quantity: '2', amount: '4444.9400' },
    { chargeCode: 'DOC', rate: '45.0000', unit: 'shipment', currency: 'USD', quantity: '1', amount: '45.0000' },
  ],
  totals: { USD: total },
  total,
});

const OFFERS = [
  offer(1, 'COSU', 'COSCO Shipping Lines', '4489.9400'),
  offer(2, 'ONEY', 'Ocean Network Express', '5540.1600'),
];
const ASKED = '?pol=CNSHA&pod=USLAX&date=2026-12-10&equipment=40HC&containers=2';

/** A data context whose GET answers like the instant quote, or fails with a status. */
const context = (search: string, answer: { offers?: RankedOffer[]; status?: number } = {}) => {
  const get = vi.fn(async (path: string, query?: Readonly<Record<string, string>>) => {
    if (answer.status) throw new Error(`GET ${path} answered ${answer.status}`);
    return { success: true, data: { offers: answer.offers ?? [] }, path, query };
  });
  const ctx: SiteDataContext = {
    search: new URLSearchParams(search),
    lang: 'en_us',
    get: get as SiteDataContext['get'],
  };
  return { ctx, get };
};

const route = pricingRoutes[0];
if (!route) throw new Error('no /online-quotations route');

/** The page as the server renders it for the first HTML: the loader's answer given, no browser. */
const serverHtml = (lang: Language, state: InstantState, search = ASKED) => {
  const instance = i18n.cloneInstance({ lng: lang });
  return renderToString(
    <I18nextProvider i18n={instance}>
      <StaticRouter location={`/online-quotations${search}`}>
        <SiteDataProvider
          route={route}
          lang={lang}
          initial={{ key: dataKey(lang, '/online-quotations', search), value: state }}
          fallback={null}
          failed={null}
        >
          <InstantPage />
        </SiteDataProvider>
      </StaticRouter>
    </I18nextProvider>,
  );
};

const show = (state: InstantState, search = ASKED) =>
  render(
    <MemoryRouter initialEntries={[`/online-quotations${search}`]}>
      <SiteDataProvider
        route={route}
        lang="en_us"
        initial={{ key: dataKey('en_us', '/online-quotations', search), value: state }}
        fallback={null}
        failed={null}
      >
        <InstantPage />
      </SiteDataProvider>
    </MemoryRouter>,
  );

const answered = async (): Promise<InstantState> => loadInstantRates(context(ASKED, { offers: OFFERS }).ctx);

describe('the instant rates page', () => {
  beforeAll(async () => {
    await initI18n('en_us');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    clearSession();
  });

  it('asks nothing before a lane is given, and checks the question before asking', async () => {
    const empty = context('');
    expect(await loadInstantRates(empty.ctx)).toMatchObject({ state: 'empty', fields: { equipment: '40HC' } });
    const wrong = context('?pol=SHANGHAI&pod=SHANGHAI&date=2026-12-10&equipment=AIR');
    expect(await loadInstantRates(wrong.ctx)).toMatchObject({
      state: 'invalid',
      errors: { pol: 'site.instantQuote.errors.unlocode', weightKg: 'site.instantQuote.errors.weightNeeded' },
    });
    expect(empty.get).not.toHaveBeenCalled();
    expect(wrong.get).not.toHaveBeenCalled();
  });

  it('asks the public instant quote with the question, and tells a refused call from a failed one', async () => {
    const { ctx, get } = context(`${ASKED}&weightKg=`, { offers: OFFERS });
    expect(await loadInstantRates(ctx)).toMatchObject({ state: 'done', offers: OFFERS, question: { containers: 2 } });
    expect(get).toHaveBeenCalledWith('/api/pricing/instant', {
      pol: 'CNSHA',
      pod: 'USLAX',
      date: '2026-12-10',
      equipment: '40HC',
      containers: '2',
      lang: 'en_us',
    });
    expect(await loadInstantRates(context(ASKED, { status: 429 }).ctx)).toMatchObject({
      state: 'error',
      messageKey: 'site.instantQuote.rateLimited',
    });
    expect(await loadInstantRates(context(ASKED, { status: 500 }).ctx)).toMatchObject({
      messageKey: 'site.instantQuote.failed',
    });
  });

  it('is rendered on the server with the rates, cheapest first, in either language', async () => {
    const state = await answered();
    const en = serverHtml('en_us', state);
    expect(en).toContain('2 rates in force on 2026-12-10, cheapest first');
    expect(en.indexOf('COSCO Shipping Lines')).toBeLessThan(en.indexOf('Ocean Network Express'));
    expect(en).toContain('USD 4,489.94');
    expect(en).toContain('OFR · Ocean freight');
    expect(en).toContain('via KRPUS');
    expect(en).toContain('name="pol"');
    const zh = serverHtml('zh_cn', state);
    expect(zh).toContain('2026-12-10 有效运价 2 条，按总价从低到高');
    expect(zh).toContain('OFR · 海运费');
    expect(zh).toContain('14 天');
    expect(zh).toContain('<h1>即时运价</h1>');
  });

  it('says so when no rate is published, and starts the quotation request from the question', async () => {
    const none = await loadInstantRates(context(ASKED).ctx);
    show(none);
    expect(screen.getByText(/No published rate on this lane for that day/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect((document.querySelector('input[name="origin"]') as HTMLInputElement).value).toBe('CNSHA');
    expect((document.querySelector('select[name="containerType"]') as HTMLSelectElement).value).toBe('40HC');
    expect((document.querySelector('input[name="containerCount"]') as HTMLInputElement).value).toBe('2');
    expect(requestStart(fieldsOf(new URLSearchParams('?pol=cnpvg&pod=USORD&equipment=AIR&weightKg=320')))).toEqual({
      origin: 'CNPVG',
      destination: 'USORD',
      readyDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      mode: 'AIR',
      grossWeight: '320',
    });
  });

  it('shows a refusal next to its field and asks weight and volume for LCL', async () => {
    const search = '?pol=CNSHA&pod=CNSHA&date=2026-12-10&equipment=LCL';
    show(await loadInstantRates(context(search).ctx), search);
    expect(screen.getByText('The port of discharge must differ from the port of loading.')).toBeTruthy();
    expect(screen.getByText('Enter the weight or the volume for LCL cargo.')).toBeTruthy();
    expect(document.querySelector('input[name="containers"]')).toBeNull();
  });

  it('invites a visitor to sign in, and sends a signed-in customer’s chosen rate to sales', async () => {
    const state = await answered();
    const first = show(state);
    expect(screen.getAllByRole('link', { name: 'Sign in' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Request this quotation' })).toBeNull();
    first.unmount();

    window.sessionStorage.setItem('token', 'sid-customer');
    const posted: Record<string, string>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL, init?: RequestInit) => {
        const path = new URL(String(url), 'http://site.test').pathname;
        const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
        if (path === '/account/user/info.json') {
          return json({
            success: true,
            data: {
              result: 'true',
              user: { id: 9, userName: 'customer', kind: 'customer', status: 'active', roles: [] },
            },
          });
        }
        posted.push(Object.fromEntries(new URLSearchParams(String(init?.body))));
        return json({ success: true, data: { reference: 'QR-2026-000123' } });
      }),
    );
    // Signed in on another page of the site: the session is known when this one opens.
    await loadUser();
    show(state);
    const second = screen.getAllByRole('article')[1];
    if (!second) throw new Error('no second rate');
    const button = await within(second).findByRole('button', { name: 'Request this quotation' });
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(within(second).getByRole('status').textContent).toContain('QR-2026-000123'));
    expect(posted[0]).toMatchObject({
      pol: 'CNSHA',
      pod: 'USLAX',
      date: '2026-12-10',
      equipment: '40HC',
      containers: '2',
      tariffId: '7702',
      __sid: 'sid-customer',
    });
  });

  it('reads the same page in Chinese after a switch', async () => {
    await switchLanguage('zh_cn');
    try {
      show(await answered());
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('即时运价');
      expect(screen.getByText('方案 1')).toBeTruthy();
    } finally {
      await switchLanguage('en_us');
    }
  });
});
