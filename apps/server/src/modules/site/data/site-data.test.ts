import { EMAIL_RE } from '@tidemark/domain';
import type { ArticlePage, FulfilmentWarehouse, Office } from '@tidemark/domain/site/site-data/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, post } from '../../../../test/session-helpers';
import { addArticleImage } from './articles';

const MALICIOUS = [
  '<p onclick="steal()">Hello <strong>shippers</strong></p>',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">bad link</a>',
  '<a href="https://example.com/rates" target="_blank">rates</a>',
  '<iframe src="https://example.com"></iframe>',
  '<style>body{display:none}</style>',
  '<h2 style="color:red">Heading</h2>',
].join('');

describe.each(ENGINES)('public site data on %s', (engine) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US', ...headers } });
  const check = (fields: Fields) => post(t, '/api/site/ecommerce/check', null, fields);
  const eligible = {
    warehouse: 'ONT8',
    goodsValue: '250',
    currency: 'USD',
    box: ['12', '8.5'],
    recipient: 'individual',
  };

  beforeAll(async () => {
    t = await testApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('offices', () => {
    it('lists the offices of each region, head office first, with working contacts', async () => {
      let total = 0;
      for (const region of [0, 1, 2, 3]) {
        const res = await get(`/api/site/offices?region=${region}`);
        expect(res.statusCode).toBe(200);
        const offices: Office[] = res.json().data;
        expect(offices.length).toBeGreaterThanOrEqual(7);
        total += offices.length;
        for (const o of offices) {
          expect(o.region).toBe(region);
          expect(o.email).toMatch(EMAIL_RE);
          expect(o.phone).toMatch(/^\+\d{1,3} [\d ()-]+$/);
          expect(o.portLocode).toMatch(/^[A-Z]{5}$/);
          expect(o.name.zh_cn).not.toBe('');
          expect(o.services.length).toBeGreaterThan(0);
        }
      }
      expect(total).toBeGreaterThanOrEqual(30);
      const china: Office[] = (await get('/api/site/offices?region=1')).json().data;
      expect(china[0]?.code).toBe('SHA');
      expect(china[0]?.headOffice).toBe(true);
      expect(china.map((o) => o.city.en_us)).toEqual(expect.arrayContaining(['Shenzhen', 'Hong Kong', 'Qingdao']));
      expect((await get('/api/site/offices')).json().data).toHaveLength(total);
    });

    it('answers a bad region with a 400 naming the field', async () => {
      for (const region of ['7', 'abc', '-1', '1.5']) {
        const res = await get(`/api/site/offices?region=${region}`);
        expect(res.statusCode, region).toBe(400);
        expect(Object.keys(res.json().errors)).toEqual(['region']);
      }
    });
  });

  describe('fulfilment centres', () => {
    it('lists centres with the lane from their origin hub and a transit window inside 16 to 30 days', async () => {
      const res = await get('/api/site/warehouses');
      expect(res.statusCode).toBe(200);
      const rows: FulfilmentWarehouse[] = res.json().data;
      expect(rows.map((w) => w.code)).toEqual(expect.arrayContaining(['ONT8', 'LGB8', 'JFK8', 'LEJ1', 'LTN1', 'NRT5']));
      for (const w of rows) {
        expect(w.transitMinDays).toBeGreaterThanOrEqual(16);
        expect(w.transitMaxDays).toBeLessThanOrEqual(30);
        expect(['SZX', 'SHA', 'NGB']).toContain(w.origin.code);
      }
      const ont8 = rows.find((w) => w.code === 'ONT8');
      expect(ont8).toMatchObject({ city: 'Moreno Valley', state: 'CA', country: 'US', origin: { code: 'SZX' } });
      const germany: FulfilmentWarehouse[] = (await get('/api/site/warehouses?country=de')).json().data;
      expect(germany.map((w) => w.code).sort()).toEqual(['DTM2', 'LEJ1']);
      expect((await get('/api/site/warehouses?country=Germany')).statusCode).toBe(400);
    });
  });

  describe('eCommerce check', () => {
    it('accepts a parcel that passes every rule, with the transit window of its destination', async () => {
      const res = await check(eligible);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        eligible: true,
        failed: [],
        reasons: [],
        goodsValueUsd: '250.00',
        transit: { minDays: 18, maxDays: 24 },
        warehouse: { code: 'ONT8', country: 'US' },
      });
    });

    it('names each rule that fails on its own', async () => {
      const cases: [Fields, string, RegExp][] = [
        [{ goodsValue: '800' }, 'goodsValue', /under 800 USD.*800\.00 USD/],
        [{ goodsValue: '799.99' }, '', /^$/],
        [{ box: ['12', '30.01'] }, 'boxWeight', /at most 30 kg; too heavy: box 2/],
        [{ box: ['30'] }, '', /^$/],
        [{ warehouse: 'ZZZ9' }, 'transit', /16 to 30 days/],
        [{ recipient: 'company' }, 'recipient', /individual/],
      ];
      for (const [change, rule, reason] of cases) {
        const data = (await check({ ...eligible, ...change })).json().data;
        expect(data.failed, JSON.stringify(change)).toEqual(rule ? [rule] : []);
        expect(data.eligible).toBe(!rule);
        expect(data.reasons.join(''), JSON.stringify(change)).toMatch(reason);
      }
    });

    it('lists every failed rule together, in the caller’s language', async () => {
      const res = await check({
        warehouse: 'ZZZ9',
        goodsValue: '1200',
        currency: 'USD',
        box: ['31'],
        recipient: 'company',
        lang: 'zh_cn',
      });
      const data = res.json().data;
      expect(data.failed).toEqual(['goodsValue', 'boxWeight', 'transit', 'recipient']);
      expect(data.reasons).toHaveLength(4);
      expect(data.reasons[1]).toContain('公斤');
      expect(data.warehouse).toBeNull();
    });

    it('converts other currencies at the reference rates', async () => {
      const under = (await check({ ...eligible, goodsValue: '5693.95', currency: 'CNY' })).json().data;
      expect(under.failed).toEqual([]);
      const over = (await check({ ...eligible, goodsValue: '5694', currency: 'CNY' })).json().data;
      expect(over.failed).toEqual(['goodsValue']);
    });

    it('answers malformed input with a 400 and field messages', async () => {
      const res = await check({ warehouse: '', goodsValue: 'lots', currency: 'XXX', box: ['-3'], recipient: 'cat' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual([
        'box.0',
        'currency',
        'goodsValue',
        'recipient',
        'warehouse',
      ]);
      expect(res.json().errors.goodsValue).toMatch(/two decimals/);
      const noBoxes = await check({ ...eligible, box: [] });
      expect(noBoxes.statusCode).toBe(400);
      expect(noBoxes.json().errors.box).toMatch(/1 and 20 boxes/);
    });
  });

  describe('articles', () => {
    it('pages news ten at a time, newest first, and blog posts separately', async () => {
      const first: ArticlePage = (await get('/api/site/articles?kind=news&page=1')).json().data;
      expect(first.rows).toHaveLength(10);
      expect(first.total).toBe(12);
      expect(first.pageCount).toBe(2);
      const dates = first.rows.map((r) => r.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(first.rows.every((r) => r.kind === 'news' && r.title.zh_cn !== '')).toBe(true);
      expect(first.rows[0]?.cover?.url).toMatch(/^\/api\/site\/articles\/\d+\/images\/1$/);
      const second: ArticlePage = (await get('/api/site/articles?kind=news&page=2')).json().data;
      expect(second.rows).toHaveLength(2);
      expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(12);
      const blog: ArticlePage = (await get('/api/site/articles?kind=blog')).json().data;
      expect(blog.total).toBe(6);
      expect(blog.rows.every((r) => r.kind === 'blog')).toBe(true);
      expect((await get('/api/site/articles?kind=press')).statusCode).toBe(400);
      expect((await get('/api/site/articles?page=0')).statusCode).toBe(400);
    });

    it('opens an article, and answers 404 for an unknown or unpublished one', async () => {
      const page: ArticlePage = (await get('/api/site/articles')).json().data;
      const id = page.rows[0]?.id;
      const res = await get(`/api/site/articles/${id}`);
      expect(res.statusCode).toBe(200);
      const article = res.json().data;
      expect(article.body.en_us).toMatch(/<p>/);
      expect(article.images.length).toBeGreaterThanOrEqual(1);
      const missing = await get('/api/site/articles/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toMatch(/does not exist/);
      expect((await get('/api/site/articles/abc')).statusCode).toBe(400);
      const [future] = await t.database.query<{ id: number }>(
        `INSERT INTO articles (kind, slug, title_en, title_zh, summary_en, summary_zh, body_en, body_zh, published_at)
         VALUES ('news', 'next-year', 'Next year', '明年', 's', 's', '<p>b</p>', '<p>b</p>', now() + interval '30 days')
         RETURNING id`,
      );
      expect((await get(`/api/site/articles/${future?.id}`)).statusCode).toBe(404);
      expect(((await get('/api/site/articles')).json().data as ArticlePage).total).toBe(12);
    });

    it('cleans the body HTML before sending it', async () => {
      const [row] = await t.database.query<{ id: number }>(
        `INSERT INTO articles (kind, slug, title_en, title_zh, summary_en, summary_zh, body_en, body_zh, published_at)
         VALUES ('blog', 'hostile-body', 'Hostile', '恶意', 's', 's', $1, $1, now() - interval '1 day') RETURNING id`,
        [MALICIOUS],
      );
      const body: string = (await get(`/api/site/articles/${row?.id}`)).json().data.body.en_us;
      expect(body).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<style|style=|<img|steal|alert/i);
      expect(body).toContain('<p>Hello <strong>shippers</strong></p>');
      expect(body).toContain('<h2>Heading</h2>');
      expect(body).toContain('<a href="https://example.com/rates" rel="noopener noreferrer">rates</a>');
      expect(body).toContain('<a rel="noopener noreferrer">bad link</a>');
    });

    it('serves images with their type, caching headers and a restrictive policy', async () => {
      const page: ArticlePage = (await get('/api/site/articles')).json().data;
      const url = page.rows[0]?.cover?.url as string;
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
      expect(res.body).toMatch(/^<svg /);
      expect(res.body).not.toMatch(/<script/);
      const again = await get(url, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect((await get(url.replace(/1$/, '5'))).statusCode).toBe(400);
      expect((await get(url.replace(/1$/, '4'))).statusCode).toBe(404);
    });

    it('keeps at most four images per article', async () => {
      const [row] = await t.database.query<{ id: number }>(
        `INSERT INTO articles (kind, slug, title_en, title_zh, summary_en, summary_zh, body_en, body_zh, published_at)
         VALUES ('news', 'four-pictures', 'Four', '四', 's', 's', '<p>b</p>', '<p>b</p>', now()) RETURNING id`,
      );
      const id = row?.id as number;
      const image = { contentType: 'image/svg+xml', altEn: 'a', altZh: '图', data: Buffer.from('<svg/>') };
      for (const n of [1, 2, 3, 4]) expect(await addArticleImage(t.database, id, image)).toBe(n);
      await expect(addArticleImage(t.database, id, image)).rejects.toMatchObject({
        status: 400,
        messageKey: 'site.news.tooManyImages',
      });
      await expect(
        t.database.query(
          `INSERT INTO article_images (article_id, position, content_type, alt_en, alt_zh, data)
           VALUES ($1, 5, 'image/svg+xml', 'a', 'b', '\\x00')`,
          [id],
        ),
      ).rejects.toThrow();
      const counted = await t.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM article_images WHERE article_id = $1',
        [id],
      );
      expect(counted[0]?.n).toBe(4);
    });
  });
});
