import { rateCatalog } from '@tidemark/domain/pricing/rates/i18n';
import { RATES } from '@tidemark/domain/pricing/rates/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';

/** The English refusal of a rates rule, as the server answers it. */
const en = (key: string): string =>
  (rateCatalog.en_us as { pricing: { rates: Record<string, string> } }).pricing.rates[key] ?? key;

const PAGES = RATES.pages ?? [];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(ENGINES)('rates and their building blocks on %s', (engine) => {
  let t: TestApp;
  let pricing: Session;
  let manager: Session;
  let sales: Session;
  let customer: Session;

  const call = (s: Session, resource: string, action: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${action}`, s, fields);
  const created = async (s: Session, resource: string, fields: Fields) => {
    const res = await call(s, resource, 'create', fields);
    expect(res.statusCode, res.body).toBe(200);
    return Number(res.json().data.id);
  };
  const get = async (resource: string, view: string, id: number, extra: Fields = {}) =>
    (await call(pricing, resource, 'get', { view, id, ...extra })).json().data;
  const step = async (resource: string, view: string, id: number, action: string) =>
    call(pricing, resource, 'transition', { view, id, version: (await get(resource, view, id)).version, action });

  beforeAll(async () => {
    t = await testApp(engine);
    pricing = await signIn(t, 'pricing');
    manager = await signIn(t, 'manager');
    sales = await signIn(t, 'sales');
    customer = await signIn(t, 'customer');
  });
  afterAll(async () => {
    await t.close();
  });

  describe('every page', () => {
    it.each(PAGES.map((p) => [p.url, p] as const))('%s lists demo rows within its fixed filters', async (_, page) => {
      const res = await call(pricing, page.resource ?? '', 'list', { view: page.url, page: 1, limit: 50 });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data.rows as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      for (const [field, value] of Object.entries(page.fixed ?? {})) {
        for (const row of rows) expect(String(row[field]), `${page.url} ${field}`).toBe(value);
      }
    });

    it('is refused to customers; sales read the westbound and marketplace rates and write nothing', async () => {
      for (const page of PAGES) {
        const res = await call(customer, page.resource ?? '', 'list', { view: page.url });
        expect(res.statusCode, page.url).toBe(403);
      }
      for (const view of ['westbound', 'icbuPriceSearching']) {
        const resource = view === 'westbound' ? 'rate' : 'ratePublication';
        expect((await call(sales, resource, 'list', { view })).statusCode).toBe(200);
        const write = await call(sales, resource, 'create', {
          view,
          channel: 'icbu',
          tariffNo: 'TF00000001',
          markup: '1',
        });
        expect(write.statusCode).toBe(403);
      }
      expect((await call(sales, 'rate', 'list', { view: 'rate' })).statusCode).toBe(403);
      expect((await call(sales, 'lta', 'list', { view: 'lta' })).statusCode).toBe(403);
    });
  });

  describe('sell and cost rates', () => {
    const draft = (s: Session, view: string, fields: Fields = {}) =>
      created(s, 'rate', {
        view,
        kind: 'sell',
        mode: 'sea',
        carrierCode: 'MAEU',
        pol: 'CNSHA',
        pod: 'DEHAM',
        equipment: '40HC',
        validFrom: day(0),
        validUntil: day(30),
        currency: 'USD',
        ...fields,
      });
    const line = (rateId: number, view: string, fields: Fields) =>
      call(pricing, 'rateLine', 'create', { view, relation: 'lines', parentId: rateId, currency: 'USD', ...fields });

    it('start as numbered drafts of the writer’s branch, keep their all-in from their lines, and go live with freight', async () => {
      const id = await draft(manager, 'rate');
      const rate = await get('rate', 'rate', id);
      expect(rate).toMatchObject({ status: 'draft', trade: 'asia_europe', carrierName: 'Maersk' });
      expect(rate.tariffNo).toMatch(/^TF\d{8}$/);
      expect(rate.branchId).toBe(await idOf(t, `SELECT id FROM branches WHERE code = 'SHA'`));

      const noFreight = await step('rate', 'rate', id, 'publish');
      expect(noFreight.statusCode).toBe(400);
      expect(noFreight.json().errors.status).toBe(en('publishNeedsFreight'));

      const wrongUnit = await line(id, 'rate', { chargeCode: 'OFR', rate: '2480', unit: 'wm' });
      expect(wrongUnit.json().errors?.unit).toBe(en('unitEquipment'));
      const wrongCurrency = await line(id, 'rate', {
        chargeCode: 'OFR',
        rate: '2480',
        unit: 'container',
        currency: 'EUR',
      });
      expect(wrongCurrency.json().errors?.currency).toBe(en('lineCurrency'));
      const zero = await line(id, 'rate', { chargeCode: 'OFR', rate: '0', unit: 'container' });
      expect(zero.statusCode).toBe(400);

      expect((await line(id, 'rate', { chargeCode: 'OFR', rate: '2480.50', unit: 'container' })).statusCode).toBe(200);
      const baf = await line(id, 'rate', { chargeCode: 'BAF', rate: '190.25', unit: 'container' });
      expect((await get('rate', 'rate', id)).baseTotal).toMatch(/^2670\.75/);
      const bafId = Number(baf.json().data.id);
      const bafRow = await get('rateLine', 'rate', bafId, { relation: 'lines', parentId: id });
      const edit = await call(pricing, 'rateLine', 'update', {
        view: 'rate',
        relation: 'lines',
        parentId: id,
        id: bafId,
        version: bafRow.version,
        rate: '200',
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await get('rate', 'rate', id)).baseTotal).toMatch(/^2680\.5/);

      expect((await step('rate', 'rate', id, 'publish')).statusCode).toBe(200);
      expect((await get('rate', 'rate', id)).status).toBe('active');
      // The westbound view shows it, the cost view does not.
      expect((await call(pricing, 'rate', 'get', { view: 'westbound', id })).statusCode).toBe(200);
      expect((await call(pricing, 'rate', 'get', { view: 'costrate', id })).statusCode).toBe(404);
    });

    it('refuse a weight break at sea, a validity backwards and a code that is no UN/LOCODE', async () => {
      const res = await call(pricing, 'rate', 'create', {
        view: 'rate',
        kind: 'sell',
        mode: 'sea',
        carrierCode: 'MAEU',
        pol: 'Shanghai',
        pod: 'DEHAM',
        equipment: '+45',
        validFrom: day(10),
        validUntil: day(0),
        currency: 'USD',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({
        pol: en('unlocode'),
        equipment: en('equipmentMode'),
        validUntil: en('validityOrder'),
      });
      const id = await draft(pricing, 'maerskPrice', { kind: 'cost' });
      const rate = await get('rate', 'maerskPrice', id);
      const backwards = await call(pricing, 'rate', 'update', {
        view: 'maerskPrice',
        id,
        version: rate.version,
        validUntil: day(-1),
      });
      expect(backwards.json().errors?.validUntil).toBe(en('validityOrder'));
    });

    it('are published to a channel once, sell rates in force only, and leave every channel when withdrawn', async () => {
      const id = await draft(pricing, 'rate', { pod: 'NLRTM' });
      await line(id, 'rate', { chargeCode: 'OFR', rate: '2300', unit: 'container' });
      const notLive = await call(pricing, 'ratePublication', 'create', {
        view: 'rate',
        relation: 'channels',
        parentId: id,
        channel: 'icbu',
        markup: '50',
      });
      expect(notLive.json().errors?.tariffNo).toBe(en('publishActiveOnly'));
      await step('rate', 'rate', id, 'publish');
      const { tariffNo } = await get('rate', 'rate', id);

      const ep = await call(pricing, 'ratePublication', 'create', {
        view: 'oceanFclEp',
        channel: 'ep',
        tariffNo,
        markup: '80',
      });
      expect(ep.statusCode, ep.body).toBe(200);
      const published = await get('ratePublication', 'oceanFclEp', Number(ep.json().data.id));
      expect(published).toMatchObject({ tariffNo, status: 'published', publishedByName: 'Zhou Lei' });
      expect(published.publishedPrice).toMatch(/^2380(\.0+)?$/);
      const again = await call(pricing, 'ratePublication', 'create', {
        view: 'oceanFclEp',
        channel: 'ep',
        tariffNo,
        markup: '10',
      });
      expect(again.json().errors?.tariffNo).toBe(en('alreadyPublished'));
      const negative = await call(pricing, 'ratePublication', 'create', {
        view: 'oceanFclEp',
        channel: 'ep',
        tariffNo,
        markup: '-1',
      });
      expect(negative.json().errors?.markup).toBe(en('markupNotNegative'));
      const icbu = await call(pricing, 'ratePublication', 'create', {
        view: 'rate',
        relation: 'channels',
        parentId: id,
        channel: 'icbu',
        markup: '40',
      });
      expect(icbu.statusCode, icbu.body).toBe(200);
      expect((await get('rate', 'rate', id)).channels).toBe('EP · ICBU');

      const cost = (
        await t.database.query<{ tariff_no: string }>(
          `SELECT tariff_no FROM pricing_tariffs WHERE kind = 'cost' AND valid_until >= current_date AND status = 'active' LIMIT 1`,
        )
      )[0]?.tariff_no;
      const costToChannel = await call(pricing, 'ratePublication', 'create', {
        view: 'oceanFclEp',
        channel: 'ep',
        tariffNo: cost ?? '',
        markup: '10',
      });
      expect(costToChannel.json().errors?.tariffNo).toBe(en('publishSellOnly'));

      expect((await step('rate', 'rate', id, 'withdraw')).statusCode).toBe(200);
      const left = await t.database.query<{ status: string }>(
        'SELECT status FROM pricing_rate_publications WHERE tariff_id = $1',
        [id],
      );
      expect(left.map((r) => r.status)).toEqual(['withdrawn', 'withdrawn']);
      const closed = await line(id, 'rate', { chargeCode: 'DOC', rate: '45', unit: 'shipment' });
      expect(closed.json().errors?.chargeCode).toBe(en('rateClosed'));
    });
  });
});
