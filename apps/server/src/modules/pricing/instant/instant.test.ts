import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { idOf, post, type Session, signIn } from '../../../../test/session-helpers';
import { INSTANT_RATE_PER_MINUTE } from './routes';

type Offer = {
  tariffId: number;
  rank: number;
  total: string;
  carrierCode: string;
  lines: { chargeCode: string; amount: string }[];
};

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe.each(ENGINES)('the instant quote and the sales queue on %s', (engine) => {
  let t: TestApp;
  let sales: Session;
  let customer: Session;
  const lane = { pol: 'CNSHA', pod: 'USLAX', date: day(3), equipment: '40HC', containers: '2' };

  const instant = (query: Record<string, string>, from = '203.0.113.10') =>
    t.app.inject({
      method: 'GET',
      url: `/api/pricing/instant?${new URLSearchParams(query)}`,
      headers: { accept: 'application/json' },
      remoteAddress: from,
    });

  beforeAll(async () => {
    t = await testApp(engine);
    sales = await signIn(t, 'sales');
    customer = await signIn(t, 'customer');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers the public sell rates in force, ranked by their total for the cargo', async () => {
    const res = await instant(lane);
    expect(res.statusCode, res.body).toBe(200);
    const offers = res.json().data.offers as Offer[];
    expect(offers.length).toBe(3);
    expect(offers.map((o) => o.rank)).toEqual([1, 2, 3]);
    const totals = offers.map((o) => Number(o.total));
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    // Two boxes: the ocean freight line is twice the rate.
    const [check] = await t.database.query<{ rate: string }>(
      `SELECT rate::text FROM pricing_tariff_lines WHERE tariff_id = $1 AND charge_code = 'OFR'`,
      [offers[0]?.tariffId],
    );
    expect(offers[0]?.lines.find((l) => l.chargeCode === 'OFR')?.amount).toBe((Number(check?.rate) * 2).toFixed(4));
  });

  it('leaves out contract, cost, withdrawn and expired tariffs', async () => {
    const [cheapest] = (await instant(lane)).json().data.offers as Offer[];
    // The cheapest rate made a customer's contract rate, another expired yesterday: neither is offered.
    await t.database.query('UPDATE pricing_tariffs SET company_id = (SELECT min(id) FROM companies) WHERE id = $1', [
      cheapest?.tariffId,
    ]);
    const contract = (await instant(lane, '203.0.113.11')).json().data.offers as Offer[];
    expect(contract.map((o) => o.tariffId)).not.toContain(cheapest?.tariffId);
    expect(contract).toHaveLength(2);
    // A tariff that may have started on the lane's day is moved back a month, so it can end the day before.
    await t.database.query(
      `UPDATE pricing_tariffs SET valid_from = LEAST(valid_from, $2::date - 30), valid_until = $2::date - 1 WHERE id = $1`,
      [contract[0]?.tariffId, lane.date],
    );
    const later = (await instant(lane, '203.0.113.11')).json().data.offers as Offer[];
    expect(later.map((o) => o.tariffId)).toEqual([contract[1]?.tariffId]);
    await t.database.query(`UPDATE pricing_tariffs SET status = 'withdrawn' WHERE id = $1`, [contract[1]?.tariffId]);
    expect((await instant(lane, '203.0.113.11')).json().data.offers).toEqual([]);
    const costs = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pricing_tariffs WHERE kind = 'cost' AND pol = 'CNSHA' AND pod = 'USLAX' AND equipment = '40HC'
          AND $1::date BETWEEN valid_from AND valid_until AND status = 'active'`,
      [lane.date],
    );
    expect(costs[0]?.n).toBeGreaterThan(0);
  });

  it('prices air by its weight break and refuses a question it cannot answer', async () => {
    const air = await instant(
      { pol: 'CNPVG', pod: 'USORD', date: day(2), equipment: 'AIR', weightKg: '320' },
      '203.0.113.12',
    );
    expect(air.statusCode, air.body).toBe(200);
    expect((air.json().data.offers as { equipment: string }[]).every((o) => o.equipment === '+300')).toBe(true);
    const bad = await instant(
      { pol: 'CNSHA', pod: 'CNSHA', date: day(2), equipment: '40HC', lang: 'en_us' },
      '203.0.113.12',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.pod).toBe('The port of discharge must differ from the port of loading.');
  });

  it('limits the questions of one address per minute, not of everyone', async () => {
    const from = '198.51.100.77';
    for (let i = 0; i < INSTANT_RATE_PER_MINUTE; i++) expect((await instant(lane, from)).statusCode).toBe(200);
    expect((await instant(lane, from)).statusCode).toBe(429);
    expect((await instant(lane, '198.51.100.78')).statusCode).toBe(200);
  });

  it("queues a customer's request of an instant answer for its office, mailing the office's sales", async () => {
    const question = { pol: 'CNSHA', pod: 'DEHAM', date: day(5), equipment: '40GP', containers: '1' };
    const [offer] = (await instant(question, '203.0.113.13')).json().data.offers as Offer[];
    expect(offer).toBeDefined();
    const mailsBefore = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE purpose = 'pricing:quoteRequest'`,
    );
    const res = await post(t, '/api/pricing/instant/request', customer, {
      ...question,
      tariffId: offer?.tariffId ?? 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const reference = res.json().data.reference as string;
    expect(reference).toMatch(/^QR-\d{4}-\d{6}$/);
    const [queued] = await t.database.query<{
      state: string;
      source: string;
      tariffId: number;
      branch: string;
      company: number;
    }>(
      `SELECT r.state, r.source, r.tariff_id AS "tariffId", b.code AS branch, r.company_id AS company
         FROM pricing_quote_requests r JOIN inquiries i ON i.id = r.inquiry_id JOIN branches b ON b.id = r.branch_id
        WHERE i.reference = $1`,
      [reference],
    );
    const company = await idOf(t, `SELECT company_id AS id FROM users WHERE user_name = 'customer'`);
    expect(queued).toMatchObject({ state: 'new', source: 'portal', tariffId: offer?.tariffId, company });
    const mails = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE purpose = 'pricing:quoteRequest'`,
    );
    expect(mails[0]?.n).toBeGreaterThanOrEqual(mailsBefore[0]?.n ?? 0);
    // A rate not in force for the question is refused; staff do not request quotations.
    const wrong = await post(t, '/api/pricing/instant/request', customer, { ...question, tariffId: 1 });
    expect(wrong.statusCode).toBe(400);
    const staff = await post(t, '/api/pricing/instant/request', sales, { ...question, tariffId: offer?.tariffId ?? 0 });
    expect(staff.statusCode).toBe(403);
  });

  it("queues the website form's requests for the office at the destination and mails its sales", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries/quote',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '203.0.113.40',
      payload: new URLSearchParams({
        lang: 'en_us',
        origin: 'CNNGB',
        destination: 'USLAX',
        mode: 'FCL',
        containerType: '40HC',
        containerCount: '3',
        description: 'Garden furniture, flat packed',
        packages: '410',
        grossWeight: '21000',
        volume: '190',
        hazardous: 'no',
        readyDate: day(10),
        deliveryDate: day(40),
        incoterm: 'FOB',
        name: 'Grace Holloway',
        company: 'Sunridge Outdoor Co.',
        email: 'grace@sunridge.example',
        consent: 'yes',
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const reference = res.json().data.reference as string;
    const [queued] = await t.database.query<{ state: string; source: string; branch: string; containers: number }>(
      `SELECT r.state, r.source, b.code AS branch, r.containers FROM pricing_quote_requests r
         JOIN inquiries i ON i.id = r.inquiry_id JOIN branches b ON b.id = r.branch_id WHERE i.reference = $1`,
      [reference],
    );
    expect(queued).toEqual({ state: 'new', source: 'site', branch: 'LAX', containers: 3 });
    const [mail] = await t.database.query<{ to: string; subject: string }>(
      `SELECT to_address AS to, subject FROM mail_outbox WHERE purpose = 'pricing:quoteRequest' AND subject LIKE $1`,
      [`%${reference}%`],
    );
    expect(mail).toEqual({ to: 'sales@tidemark.example', subject: `New quote request ${reference}: CNNGB to USLAX` });
  });

  const newRequest = async (pod: string) =>
    (
      await t.database.query<{ id: number; version: number }>(
        `SELECT r.id, r.version FROM pricing_quote_requests r JOIN branches b ON b.id = r.branch_id
          WHERE r.state = 'new' AND b.code = 'LAX' AND r.pod = $1 AND r.source = 'site' ORDER BY r.id DESC LIMIT 1`,
        [pod],
      )
    )[0] as { id: number; version: number };

  it('drafts a quotation from a rate in force, its lines priced for the request, and marks the request quoted', async () => {
    const request = await newRequest('USLAX');
    const options = await post(t, '/api/pricing/quote-requests/options', sales, { id: request.id });
    expect(options.statusCode, options.body).toBe(200);
    const offers = options.json().data.offers as Offer[];
    expect(offers.length).toBeGreaterThan(0);
    const chosen = offers[0] as Offer;
    // A website request names no customer: sales chooses one of its offices' companies.
    const noCompany = await post(t, '/api/pricing/quote-requests/quote', sales, {
      ...request,
      tariffId: chosen.tariffId,
    });
    expect(noCompany.statusCode).toBe(400);
    const companyId = await idOf(
      t,
      `SELECT id FROM companies WHERE branch_id = (SELECT id FROM branches WHERE code = 'LAX') ORDER BY id LIMIT 1`,
    );
    const res = await post(t, '/api/pricing/quote-requests/quote', sales, {
      ...request,
      tariffId: chosen.tariffId,
      companyId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [quotation] = await t.database.query<{
      status: string;
      total: string;
      lines: number;
      inquiry: number;
      sum: string;
    }>(
      `SELECT q.status, q.total::text AS total, q.inquiry_id AS inquiry,
              (SELECT count(*)::int FROM pricing_quotation_lines l WHERE l.quotation_id = q.id) AS lines,
              (SELECT sum(amount)::text FROM pricing_quotation_lines l WHERE l.quotation_id = q.id) AS sum
         FROM pricing_quotations q WHERE q.id = $1`,
      [res.json().data.quotationId],
    );
    expect(quotation?.status).toBe('draft');
    expect(quotation?.lines).toBe(chosen.lines.length);
    expect(Number(quotation?.total)).toBe(Number(chosen.total));
    expect(Number(quotation?.sum)).toBe(Number(chosen.total));
    const [after] = await t.database.query<{ state: string; quotationId: number; inquiry: number }>(
      `SELECT state, quotation_id AS "quotationId", inquiry_id AS inquiry FROM pricing_quote_requests WHERE id = $1`,
      [request.id],
    );
    expect(after).toMatchObject({
      state: 'quoted',
      quotationId: res.json().data.quotationId,
      inquiry: quotation?.inquiry,
    });
    // Answered once only.
    const again = await post(t, '/api/pricing/quote-requests/decline', sales, {
      id: request.id,
      version: res.json().data.version,
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(400);
  });

  it('declines a request with its reason, and only for the users of its office', async () => {
    const request = (
      await t.database.query<{ id: number; version: number }>(
        `SELECT r.id, r.version FROM pricing_quote_requests r JOIN branches b ON b.id = r.branch_id
          WHERE r.state = 'new' AND b.code = 'LAX' ORDER BY r.id LIMIT 1`,
      )
    )[0] as { id: number; version: number };
    const empty = await post(t, '/api/pricing/quote-requests/decline', sales, { ...request, reason: ' ' });
    expect(empty.statusCode).toBe(400);
    // The Shanghai pricing desk does not see Los Angeles' queue.
    const pricing = await signIn(t, 'pricing');
    const foreign = await post(t, '/api/pricing/quote-requests/decline', pricing, { ...request, reason: 'Not ours' });
    expect(foreign.statusCode).toBe(404);
    // The generic form changes no request: another office's is not found, one's own is answered on the queue.
    const generic = (s: Session) =>
      post(t, '/api/engine/quoteRequest/update', s, { view: 'quoteRequests', ...request });
    expect((await generic(pricing)).statusCode).toBe(404);
    const own = await generic(sales);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Answer a request with a draft quotation or a refusal on the quote requests page.');
    const cust = await post(t, '/api/pricing/quote-requests/decline', customer, { ...request, reason: 'No' });
    expect(cust.statusCode).toBe(403);
    const res = await post(t, '/api/pricing/quote-requests/decline', sales, {
      ...request,
      reason: 'No sailing with space before the cargo ready date.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.query<{ state: string; reason: string; by: string }>(
      `SELECT r.state, r.decline_reason AS reason, u.user_name AS by FROM pricing_quote_requests r
         JOIN users u ON u.id = r.handled_by WHERE r.id = $1`,
      [request.id],
    );
    expect(row).toEqual({
      state: 'declined',
      reason: 'No sailing with space before the cargo ready date.',
      by: 'sales',
    });
  });

  it('seeds requests in every state, each quoted one with its draft quotation', async () => {
    const rows = await t.database.query<{ state: string; n: number; linked: number }>(
      `SELECT state, count(*)::int AS n, count(quotation_id)::int AS linked FROM pricing_quote_requests GROUP BY state ORDER BY state`,
    );
    const by = Object.fromEntries(rows.map((r) => [r.state, r]));
    for (const state of ['new', 'quoted', 'declined']) expect(by[state]?.n, state).toBeGreaterThan(0);
    expect(by.quoted?.linked).toBe(by.quoted?.n);
  });
});
