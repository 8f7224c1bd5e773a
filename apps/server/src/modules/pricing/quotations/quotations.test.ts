import { priceQuotation } from '@tidemark/domain/pricing/quotations/index';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, forgetGrants, idOf, post, type Session, signIn } from '../../../../test/session-helpers';

/** Every word a reader extracts from a PDF, pages joined. */
const pdfWords = async (pdf: Uint8Array): Promise<string> => {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const words: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    for (const item of (await (await doc.getPage(n)).getTextContent()).items) if ('str' in item) words.push(item.str);
  }
  await doc.destroy();
  return words.join('');
};

let address = 0;
const get = (t: TestApp, url: string, session: Session, lang = 'en_us') =>
  t.app.inject({
    method: 'GET',
    url: `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
    remoteAddress: `10.8.${Math.floor(++address / 250)}.${address % 250}`,
    headers: { cookie: `tm_ss=${session.cookie}`, 'x-sid': session.sid },
  });

/** The branches the demo sales user sees: its own and its scope. */
const SALES_BRANCHES = `SELECT branch_id FROM users WHERE user_name = 'sales'
  UNION SELECT s.branch_id FROM user_branch_scopes s JOIN users u ON u.id = s.user_id WHERE u.user_name = 'sales'`;

describe.each(ENGINES)('quotations on %s', (engine) => {
  let t: TestApp;
  let sales: Session;
  /**
   * Customer service (Shanghai), given the branch serving the demo customer (Los Angeles in the demo
   * data), so the desk may quote the customer whose user confirms and rejects below.
   */
  let desk: Session;
  let admin: Session;
  let customer: Session;
  let customerCompany: number;
  let otherCompany: number;

  const call = (s: Session, resource: string, action: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${action}`, s, fields);
  const record = async (s: Session, id: number, view = 'quotation') =>
    (await call(s, 'quotation', 'get', { view, id })).json().data;
  const line = (s: Session, parentId: number, action: string, fields: Fields) =>
    call(s, 'quotationLine', action, { view: 'quotation', relation: 'lines', parentId, ...fields });
  /** Runs a transition on the quotation as it stands now (its current version). */
  const step = async (s: Session, id: number, action: string) =>
    call(s, 'quotation', 'transition', { view: 'quotation', id, version: (await record(s, id)).version, action });
  const today = new Date().toISOString().slice(0, 10);

  const newQuotation = async (fields: Fields = {}, by: Session = desk) => {
    const res = await call(by, 'quotation', 'create', {
      view: 'quotation',
      companyId: customerCompany,
      product: 'fcl',
      fromCode: 'CNSHA',
      toCode: 'USLAX',
      equipment: '40HC',
      containers: 2,
      validFrom: today,
      validUntil: today,
      ...fields,
    });
    return res;
  };

  beforeAll(async () => {
    t = await testApp(engine);
    sales = await signIn(t, 'sales');
    await t.database.query(
      `INSERT INTO user_branch_scopes (user_id, branch_id)
       SELECT u.id, c.branch_id FROM users u, users cu JOIN companies c ON c.id = cu.company_id
        WHERE u.user_name = 'csr' AND cu.user_name = 'customer' ON CONFLICT DO NOTHING`,
    );
    desk = await signIn(t, 'csr', '10.7.0.11');
    admin = await signIn(t, 'admin');
    customer = await signIn(t, 'customer');
    customerCompany = await idOf(t, `SELECT company_id AS id FROM users WHERE user_name = 'customer'`);
    otherCompany = await idOf(
      t,
      `SELECT id FROM companies WHERE id <> $1 AND branch_id = (SELECT branch_id FROM users WHERE user_name = 'csr')
        ORDER BY id LIMIT 1`,
      [customerCompany],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('has demo quotations in every state and validity, with lines priced as the rules price them', async () => {
    const rows = await t.database.query<{ status: string; validity: string; n: number }>(
      `SELECT status, CASE WHEN obsolete THEN 'obsolete' WHEN current_date < valid_from THEN 'inactive'
              WHEN current_date > valid_until THEN 'expired' ELSE 'valid' END AS validity, count(*)::int AS n
         FROM pricing_quotations GROUP BY 1, 2`,
    );
    for (const s of ['draft', 'quoted', 'confirmed', 'rejected'])
      expect(
        rows.some((r) => r.status === s),
        s,
      ).toBe(true);
    for (const v of ['valid', 'expired', 'inactive', 'obsolete'])
      expect(
        rows.some((r) => r.validity === v),
        v,
      ).toBe(true);
    const quotations = await t.database.query<Record<string, string | number | null>>(
      `SELECT id, product, containers, weight_kg::text AS w, volume_cbm::text AS v, calc_method, markup_amount::text AS ma,
              markup_percent::text AS mp, grouping, currency, total::text AS total FROM pricing_quotations ORDER BY id`,
    );
    const lines = await t.database.query<Record<string, string | number | null>>(
      `SELECT quotation_id, charge_code, unit, rate::text AS rate, minimum::text AS minimum, currency, amount::text AS amount
         FROM pricing_quotation_lines ORDER BY id`,
    );
    for (const q of quotations) {
      const own = lines.filter((l) => l.quotation_id === q.id);
      expect(own.length, String(q.id)).toBeGreaterThan(0);
      const priced = priceQuotation(
        own.map((l) => ({
          chargeCode: String(l.charge_code),
          unit: l.unit as 'container',
          rate: String(l.rate),
          minimum: l.minimum === null ? null : String(l.minimum),
          currency: String(l.currency),
        })),
        {
          containers: Number(q.containers ?? (q.product === 'fcl' ? 1 : 0)),
          weightKg: String(q.w),
          volumeCbm: String(q.v),
        },
        {
          calcMethod: q.calc_method as 'amount',
          markupAmount: q.ma === null ? null : String(q.ma),
          markupPercent: q.mp === null ? null : String(q.mp),
          grouping: q.grouping as 'by_charge',
          currency: String(q.currency),
        },
      );
      expect(
        priced.lines.map((l) => l.amount),
        String(q.id),
      ).toEqual(own.map((l) => l.amount));
      expect(priced.total, String(q.id)).toBe(q.total);
    }
  });

  it('numbers a new quotation QT and eight digits, and refuses valid until before valid from', async () => {
    const res = await newQuotation();
    expect(res.statusCode, res.body).toBe(200);
    const q = await record(desk, res.json().data.id);
    expect(q.quotationNo).toMatch(/^QT\d{8}$/);
    expect(q.status).toBe('draft');
    expect(q.validity).toBe('valid');
    const bad = await newQuotation({ validFrom: '2026-12-10', validUntil: '2026-12-09' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.validUntil).toBe('Valid until must be on or after valid from');
  });

  it('takes a customer of the user’s branches only, exactly the companies the picker offers', async () => {
    // A sample of companies on both sides of the sales user's scope.
    const sample = await t.database.query<{ id: number; mine: boolean }>(
      `(SELECT id, true AS mine FROM companies WHERE branch_id IN (${SALES_BRANCHES}) ORDER BY id LIMIT 10)
       UNION ALL
       (SELECT id, false AS mine FROM companies WHERE branch_id IS NULL OR branch_id NOT IN (${SALES_BRANCHES}) ORDER BY id LIMIT 10)`,
    );
    expect(sample.filter((c) => c.mine).length).toBeGreaterThan(0);
    expect(sample.filter((c) => !c.mine).length).toBeGreaterThan(0);
    const picker = await post(t, '/api/customers/lookup', sales, { ids: sample.map((c) => c.id), limit: 50 });
    expect(picker.statusCode, picker.body).toBe(200);
    const offered = new Set((picker.json().data as { id: number }[]).map((c) => c.id));
    expect([...offered].sort()).toEqual(
      sample
        .filter((c) => c.mine)
        .map((c) => c.id)
        .sort(),
    );
    const inside = sample.find((c) => c.mine)?.id ?? 0;
    const outside = sample.find((c) => !c.mine)?.id ?? 0;
    const accepted = await newQuotation({ companyId: inside }, sales);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [made] = await t.database.query<{ branch_id: number; company_branch: number }>(
      `SELECT q.branch_id, c.branch_id AS company_branch FROM pricing_quotations q JOIN companies c ON c.id = q.company_id
        WHERE q.id = $1`,
      [accepted.json().data.id],
    );
    expect(made?.branch_id).toBe(made?.company_branch);
    const lastBefore = (await t.database.query<{ id: number }>('SELECT max(id) AS id FROM pricing_quotations'))[0]?.id;
    for (const [lang, text] of [
      ['en_us', 'None of your branches serves this customer'],
      ['zh_cn', '您所在的分公司均不服务此客户'],
    ] as const) {
      const refused = await newQuotation({ companyId: outside, lang }, sales);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.companyId).toBe(text);
    }
    expect(
      await t.database.query('SELECT 1 FROM pricing_quotations WHERE id > $1 AND company_id = $2', [
        lastBefore,
        outside,
      ]),
    ).toEqual([]);
    // Moving a quotation to such a customer is refused as well (by one who may edit quotations).
    const manager = await signIn(t, 'manager', '10.7.0.12');
    const managerOutside = await idOf(
      t,
      `SELECT c.id FROM companies c, users u WHERE u.user_name = 'manager' AND c.branch_id IS NOT NULL
          AND c.branch_id <> u.branch_id
          AND c.branch_id NOT IN (SELECT branch_id FROM user_branch_scopes WHERE user_id = u.id) ORDER BY c.id LIMIT 1`,
    );
    const [managed] = await t.database.query<{ id: number; version: number }>(
      `SELECT q.id, q.version FROM pricing_quotations q, users u WHERE u.user_name = 'manager' AND q.status = 'draft'
          AND q.ecu_pol IS NULL
          AND (q.branch_id = u.branch_id OR q.branch_id IN (SELECT branch_id FROM user_branch_scopes WHERE user_id = u.id))
        ORDER BY q.id LIMIT 1`,
    );
    if (!managed) throw new Error('no draft quotation of the manager’s branches');
    const moved = await call(manager, 'quotation', 'update', {
      view: 'quotation',
      id: managed.id,
      version: managed.version,
      companyId: managerOutside,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.companyId).toBe('None of your branches serves this customer');
  });

  it('takes the margin as an amount or a percentage, never both', async () => {
    const both = await newQuotation({ calcMethod: 'amount', markupAmount: '100', markupPercent: '5' });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.markupPercent).toBe('Amount or percentage: only one may be filled');
    const wrong = await newQuotation({ calcMethod: 'percentage', markupAmount: '100' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['markupAmount']);
  });

  it('fills from a sell tariff valid on the date, with the cost tariff’s rates, and sums in decimals', async () => {
    const created = (await newQuotation({ calcMethod: 'percentage', markupPercent: '7.5' })).json().data;
    const picks = await post(t, '/api/pricing/quotations/tariffs', desk, { view: 'quotation', id: created.id });
    expect(picks.statusCode, picks.body).toBe(200);
    const rows = picks.json().data.rows;
    expect(rows.length).toBeGreaterThan(0);
    const tariff = rows[0];
    const filled = await post(t, '/api/pricing/quotations/fill', desk, {
      view: 'quotation',
      id: created.id,
      version: created.version,
      sourceId: tariff.id,
    });
    expect(filled.statusCode, filled.body).toBe(200);
    const lines = await t.database.query<{
      charge_code: string;
      rate: string;
      amount: string;
      cost_rate: string | null;
      quantity: string;
    }>(
      `SELECT charge_code, rate::text, amount::text, cost_rate::text, quantity::text FROM pricing_quotation_lines WHERE quotation_id = $1`,
      [created.id],
    );
    const source = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pricing_tariff_lines WHERE tariff_id = $1',
      [tariff.id],
    );
    expect(lines.length).toBe(source[0]?.n);
    expect(lines.find((l) => l.charge_code === 'OFR')?.cost_rate).not.toBeNull();
    expect(lines.find((l) => l.charge_code === 'OFR')?.quantity).toBe('2.000');
    const q = await record(desk, created.id);
    const sum = lines.reduce((s, l) => s + BigInt(l.amount.replace('.', '')), 0n);
    expect(q.total.replace('.', '').replace(/^0+/, '')).toBe(sum.toString());
    expect(q.carrierCode).toBeTruthy();
    // A tariff of another lane is not one the quotation may be filled from.
    const [other] = await t.database.query<{ id: number }>(
      `SELECT id FROM pricing_tariffs WHERE kind = 'sell' AND pod <> 'USLAX' LIMIT 1`,
    );
    const refused = await post(t, '/api/pricing/quotations/fill', desk, {
      view: 'quotation',
      id: created.id,
      version: q.version,
      sourceId: other?.id ?? 0,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('needs the edit permission an administrator grants, refused to the desk until granted', async () => {
    const created = (await newQuotation()).json().data;
    const refused = await call(desk, 'quotation', 'update', {
      view: 'quotation',
      id: created.id,
      version: created.version,
      remarks: 'Changed by customer service',
    });
    expect(refused.statusCode).toBe(403);
    const allowed = await call(admin, 'quotation', 'update', {
      view: 'quotation',
      id: created.id,
      version: created.version,
      remarks: 'Changed by the administrator',
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    // The administrator grants 'edit quotation' to the customer service role.
    await t.database.query(
      `INSERT INTO role_menu_items (role_id, menu_item_id)
       SELECT r.id, m.id FROM roles r, menu_items m WHERE r.code = 'csr' AND m.code = 'quotation:edit'`,
    );
    forgetGrants();
    const again = await signIn(t, 'csr', '10.7.0.9');
    const granted = await call(again, 'quotation', 'update', {
      view: 'quotation',
      id: created.id,
      version: allowed.json().data.version,
      remarks: 'Changed by desk, now granted',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    await t.database.query(
      `DELETE FROM role_menu_items WHERE role_id = (SELECT id FROM roles WHERE code = 'csr')
          AND menu_item_id = (SELECT id FROM menu_items WHERE code = 'quotation:edit')`,
    );
    forgetGrants();
  });

  it('quotes, then the customer confirms: who and when recorded, and read-only after', async () => {
    const created = (await newQuotation()).json().data;
    const noLines = await call(desk, 'quotation', 'transition', {
      view: 'quotation',
      id: created.id,
      version: created.version,
      action: 'quote',
    });
    expect(noLines.statusCode).toBe(400);
    const added = await line(desk, created.id, 'create', {
      chargeCode: 'OFR',
      unit: 'container',
      rate: '2100.10',
      currency: 'USD',
    });
    expect(added.statusCode, added.body).toBe(200);
    // The customer does not see a draft.
    expect((await call(customer, 'quotation', 'get', { view: 'quotation', id: created.id })).statusCode).toBe(404);
    const quoted = await step(desk, created.id, 'quote');
    expect(quoted.statusCode, quoted.body).toBe(200);
    const q = await record(customer, created.id);
    expect(q.status).toBe('quoted');
    expect(q.quotedByName).toBe('Wang Fang');
    expect(q.quotedAt).toBeTruthy();
    expect(q.total).toBe('4200.2000');
    const confirmed = await call(customer, 'quotation', 'transition', {
      view: 'quotation',
      id: created.id,
      version: q.version,
      action: 'confirm',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await record(customer, created.id);
    expect(after.confirmedByName).toBe('Jordan Lee');
    expect(after.confirmedAt).toBeTruthy();
    const edit = await call(admin, 'quotation', 'update', {
      view: 'quotation',
      id: created.id,
      version: after.version,
      remarks: 'x',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe('A confirmed or rejected quotation can no longer be changed');
  });

  it('lets a customer reject only its own company’s quoted quotations, with remarks', async () => {
    const mine = (await newQuotation()).json().data;
    await line(desk, mine.id, 'create', { chargeCode: 'DOC', unit: 'shipment', rate: '45', currency: 'USD' });
    let v = (await record(desk, mine.id)).version;
    await call(desk, 'quotation', 'transition', { view: 'quotation', id: mine.id, version: v, action: 'quote' });
    v = (await record(customer, mine.id)).version;
    const noRemarks = await post(t, '/api/pricing/quotations/reject', customer, {
      view: 'quotation',
      id: mine.id,
      version: v,
    });
    expect(noRemarks.statusCode).toBe(400);
    const rejected = await post(t, '/api/pricing/quotations/reject', customer, {
      view: 'quotation',
      id: mine.id,
      version: v,
      remarks: '运价偏高',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = await record(customer, mine.id);
    expect([after.status, after.rejectRemarks, after.rejectedByName]).toEqual(['rejected', '运价偏高', 'Jordan Lee']);

    const theirs = (await newQuotation({ companyId: otherCompany })).json().data;
    await line(desk, theirs.id, 'create', { chargeCode: 'DOC', unit: 'shipment', rate: '45', currency: 'USD' });
    v = (await record(desk, theirs.id)).version;
    await call(desk, 'quotation', 'transition', { view: 'quotation', id: theirs.id, version: v, action: 'quote' });
    v = (await record(desk, theirs.id)).version;
    expect((await call(customer, 'quotation', 'get', { view: 'quotation', id: theirs.id })).statusCode).toBe(404);
    const foreign = await call(customer, 'quotation', 'transition', {
      view: 'quotation',
      id: theirs.id,
      version: v,
      action: 'confirm',
    });
    expect(foreign.statusCode).toBe(404);
    const foreignReject = await post(t, '/api/pricing/quotations/reject', customer, {
      view: 'quotation',
      id: theirs.id,
      version: v,
      remarks: 'no',
    });
    expect(foreignReject.statusCode).toBe(404);
    const list = await call(customer, 'quotation', 'list', { view: 'quotation', page: 1, limit: 50 });
    const companies = new Set(
      (
        await t.database.query<{ company_id: number }>(
          `SELECT company_id FROM pricing_quotations WHERE quotation_no = ANY ($1::text[])`,
          [list.json().data.rows.map((r: { quotationNo: string }) => r.quotationNo)],
        )
      ).map((r) => r.company_id),
    );
    expect([...companies]).toEqual([customerCompany]);
    expect(list.json().data.rows.every((r: { status: string }) => r.status !== 'draft')).toBe(true);
  });

  it('copies as a new draft; a re-quote once quoted makes the original obsolete', async () => {
    const [source] = await t.database.query<{ id: number; quotation_no: string }>(
      `SELECT id, quotation_no FROM pricing_quotations WHERE status = 'quoted' AND NOT obsolete AND ecu_pol IS NULL
          AND branch_id IN (SELECT branch_id FROM users WHERE user_name = 'csr') ORDER BY id LIMIT 1`,
    );
    if (!source) throw new Error('no quoted quotation of the customer service branch');
    const copy = await post(t, '/api/pricing/quotations/copy', desk, {
      view: 'quotation',
      id: source.id,
      replace: 'true',
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const c = await record(desk, copy.json().data.id);
    expect([c.status, c.replacesId]).toEqual(['draft', source.id]);
    expect(c.quotationNo).not.toBe(source.quotation_no);
    const quoted = await call(desk, 'quotation', 'transition', {
      view: 'quotation',
      id: c.id,
      version: c.version,
      action: 'quote',
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const old = await record(desk, source.id);
    expect([old.obsolete, old.supersededBy, old.validity]).toEqual([true, c.id, 'obsolete']);
  });

  it('allows each action only in the state and validity it fits, refusing it with the SPEC message otherwise', async () => {
    const quotedOne = async () => {
      const made = (await newQuotation()).json().data;
      await line(desk, made.id, 'create', { chargeCode: 'OFR', unit: 'container', rate: '1500', currency: 'USD' });
      const quoted = await step(desk, made.id, 'quote');
      expect(quoted.statusCode, quoted.body).toBe(200);
      return made.id as number;
    };
    const expire = (id: number) =>
      t.database.query(
        'UPDATE pricing_quotations SET valid_from = current_date - 30, valid_until = current_date - 1 WHERE id = $1',
        [id],
      );
    const spec = 'The quotation is expired or not yet effective.';

    // Quoted but expired: not sent, confirmed nor rejected any more; re-quoting renews it.
    const expired = await quotedOne();
    await expire(expired);
    const q = await record(customer, expired);
    expect(q.validity).toBe('expired');
    const send = await post(t, '/api/pricing/quotations/send', admin, { view: 'quotation', id: expired });
    expect([send.statusCode, send.json().message]).toEqual([400, spec]);
    const reject = await post(t, '/api/pricing/quotations/reject', customer, {
      view: 'quotation',
      id: expired,
      version: q.version,
      remarks: 'too late',
    });
    expect([reject.statusCode, reject.json().message]).toEqual([400, spec]);
    const confirm = await call(customer, 'quotation', 'transition', {
      view: 'quotation',
      id: expired,
      version: q.version,
      action: 'confirm',
    });
    expect([confirm.statusCode, confirm.json().message]).toEqual([400, spec]);
    const zh = await post(t, '/api/pricing/quotations/send', admin, { view: 'quotation', id: expired, lang: 'zh_cn' });
    expect(zh.json().message).toBe('报价已过期或尚未生效。');
    expect((await record(desk, expired)).status).toBe('quoted');

    // Replaced (obsolete): nothing but a plain copy.
    const replaced = await quotedOne();
    const requote = await post(t, '/api/pricing/quotations/copy', desk, {
      view: 'quotation',
      id: replaced,
      replace: 'true',
    });
    expect(requote.statusCode, requote.body).toBe(200);
    expect((await step(desk, requote.json().data.id, 'quote')).statusCode).toBe(200);
    const old = await record(desk, replaced);
    expect(old.validity).toBe('obsolete');
    const obsolete = 'A newer quotation replaced this one: work on its successor';
    for (const [url, fields] of [
      ['send', {}],
      ['copy', { replace: 'true' }],
      ['reject', { version: old.version, remarks: 'no' }],
    ] as const) {
      const res = await post(t, `/api/pricing/quotations/${url}`, admin, {
        view: 'quotation',
        id: replaced,
        ...fields,
      });
      expect([url, res.statusCode, res.json().message]).toEqual([url, 400, obsolete]);
    }
    const copied = await post(t, '/api/pricing/quotations/copy', desk, { view: 'quotation', id: replaced });
    expect(copied.statusCode, copied.body).toBe(200);

    // A draft past its last day is not quoted; a re-quote needs a quoted quotation.
    const draft = (await newQuotation()).json().data;
    await line(desk, draft.id, 'create', { chargeCode: 'OFR', unit: 'container', rate: '1500', currency: 'USD' });
    await expire(draft.id);
    const quote = await step(desk, draft.id, 'quote');
    expect([quote.statusCode, quote.json().message]).toEqual([400, spec]);
    const early = await post(t, '/api/pricing/quotations/copy', desk, {
      view: 'quotation',
      id: draft.id,
      replace: 'true',
    });
    expect([early.statusCode, early.json().message]).toEqual([
      400,
      'Only a quoted quotation can be sent, confirmed or rejected',
    ]);
  });

  it('prints the quotation as a PDF in both languages and mails it to the contact through the outbox', async () => {
    const [q] = await t.database.query<{ id: number; quotation_no: string; email: string }>(
      `SELECT q.id, q.quotation_no, ct.email FROM pricing_quotations q JOIN contacts ct ON ct.id = q.contact_id
        WHERE q.status = 'quoted' AND q.company_id = $1 AND NOT q.obsolete AND q.ecu_pol IS NULL ORDER BY q.id LIMIT 1`,
      [customerCompany],
    );
    if (!q) throw new Error('no quoted quotation of the demo customer');
    for (const [lang, words] of [
      ['en_us', ['Quotation', 'Ocean freight', 'Valid until', 'Total']],
      ['zh_cn', ['报价单', '海运费', '失效日期', '合计']],
    ] as const) {
      const res = await get(t, `/api/pricing/quotations/pdf?quotationNo=${q.quotation_no}`, customer, lang);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const squeezed = (await pdfWords(res.rawPayload)).replace(/\s+/g, '');
      for (const w of [q.quotation_no, ...words]) expect(squeezed, `${lang} ${w}`).toContain(w.replace(/\s+/g, ''));
    }
    const [other] = await t.database.query<{ quotation_no: string }>(
      `SELECT quotation_no FROM pricing_quotations WHERE company_id <> $1 AND status = 'quoted' LIMIT 1`,
      [customerCompany],
    );
    expect((await get(t, `/api/pricing/quotations/pdf?quotationNo=${other?.quotation_no}`, customer)).statusCode).toBe(
      404,
    );

    const sent = await post(t, '/api/pricing/quotations/send', admin, { view: 'quotation', id: q.id });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await t.database.query<{ to_address: string; subject: string; body_text: string }>(
      'SELECT to_address, subject, body_text FROM mail_outbox WHERE id = $1',
      [sent.json().data.outboxId],
    );
    expect(mail?.to_address).toBe(q.email);
    expect(mail?.subject).toContain(q.quotation_no);
    expect(mail?.body_text).toContain(`/dashboard/quotation/${q.id}`);
    const audit = await call(admin, 'quotation', 'audit', { view: 'quotation', id: q.id });
    expect(audit.json().data.some((a: { action: string }) => a.action === 'send')).toBe(true);
  });

  it('lists the company’s quotations on the customer profile', async () => {
    const res = await call(admin, 'quotation', 'list', {
      view: 'customer',
      relation: 'quotations',
      parentId: customerCompany,
      page: 1,
      limit: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows.length).toBeGreaterThan(0);
  });
});
