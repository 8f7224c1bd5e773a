import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import { type Fields, forgetGrants, idOf, post, type Session, signIn } from '../../test/session-helpers';

const DENIED = { success: false, result: '', message: 'The operation permission is insufficient', data: null };

type Answer = { statusCode: number; body: string; json: () => { message?: string; data?: unknown } };

/**
 * POST /api/engine/:resource/delete on the child lines the areas declare it for: the page's
 * permission and the delete action's, the row scope (a row out of scope is a 404 as for get), the
 * version read (stale: 409), the areas' beforeDelete rules (refusals in both languages), the audit
 * of the line and of its parent, and the totals the areas and the database keep.
 */
describe.each(ENGINES)('deleting child lines on %s', (engine) => {
  let t: TestApp;
  let pricing: Session;
  let sales: Session;
  let customer: Session;
  let admin: Session;

  const call = (s: Session, resource: string, endpoint: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${endpoint}`, s, fields);
  const rows = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    t.database.query<T>(sql, params);
  const versionOf = async (table: string, id: number) =>
    (await rows<{ version: number }>(`SELECT version FROM ${table} WHERE id = $1`, [id]))[0]?.version ?? 0;
  const exists = async (table: string, id: number) =>
    (await rows(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length === 1;
  const expectRefused = (res: Answer, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
  };

  /** A draft sell tariff of its own lane, made through the desk's route, with its line ids by charge. */
  const newTariff = async (status: 'draft' | 'active', lines: { chargeCode: string; rate: string }[]) => {
    const res = await post(t, '/api/pricing/tariffs/create', pricing, {
      kind: 'sell',
      mode: 'sea',
      carrierCode: 'COSU',
      pol: 'CNXMN',
      pod: 'USSEA',
      equipment: '40HC',
      validFrom: '2031-05-01',
      validUntil: '2031-05-31',
      currency: 'USD',
      status,
      lines: JSON.stringify(lines.map((l) => ({ ...l, unit: 'container' }))),
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json().data as { id: number }).id;
    const ids = await rows<{ id: number; charge_code: string }>(
      'SELECT id, charge_code FROM pricing_tariff_lines WHERE tariff_id = $1',
      [id],
    );
    return { id, line: (code: string) => ids.find((l) => l.charge_code === code)?.id ?? 0 };
  };
  const tariffLine = (s: Session, parentId: number, endpoint: string, fields: Fields) =>
    call(s, 'tariffLine', endpoint, { view: 'tariff', relation: 'lines', parentId, ...fields });
  const baseTotal = async (id: number) =>
    (await rows<{ t: string }>('SELECT base_total::text AS t FROM pricing_tariffs WHERE id = $1', [id]))[0]?.t;

  beforeAll(async () => {
    t = await testApp(engine);
    pricing = await signIn(t, 'pricing');
    sales = await signIn(t, 'sales');
    customer = await signIn(t, 'customer');
    admin = await signIn(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a route of the registry, in the OpenAPI document with its body', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const op = docs.json().paths['/api/engine/{resource}/delete']?.post;
    expect(op?.tags).toEqual(['engine']);
    const schema = op?.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(Object.keys(schema?.properties ?? {})).toEqual(['view', 'id', 'version']);
  });

  it('deletes a line at the version read: the all-in follows, the line and its tariff keep what it held', async () => {
    const tariff = await newTariff('draft', [
      { chargeCode: 'OFR', rate: '2000' },
      { chargeCode: 'BAF', rate: '190.5' },
      { chargeCode: 'DOC', rate: '120' },
    ]);
    expect(await baseTotal(tariff.id)).toBe('2310.5000');
    const baf = tariff.line('BAF');
    const version = await versionOf('pricing_tariff_lines', baf);

    // A stale version writes nothing.
    expectRefused(
      await tariffLine(pricing, tariff.id, 'delete', { id: baf, version: version + 1 }),
      409,
      'Data has changed, please reload before saving.',
    );
    expect(await exists('pricing_tariff_lines', baf)).toBe(true);

    const deleted = await tariffLine(pricing, tariff.id, 'delete', { id: baf, version });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ message: 'Deleted', data: { id: baf } });
    expect(await exists('pricing_tariff_lines', baf)).toBe(false);
    // The database's statement trigger keeps the all-in in the same transaction.
    expect(await baseTotal(tariff.id)).toBe('2120.0000');

    // Gone for every call: get, a second delete.
    expect((await tariffLine(pricing, tariff.id, 'get', { id: baf })).statusCode).toBe(404);
    expect((await tariffLine(pricing, tariff.id, 'delete', { id: baf, version })).statusCode).toBe(404);

    // The line's own audit ends with its deletion and its values.
    const own = await rows<{ action: string; changes: Record<string, unknown>; user_name: string }>(
      `SELECT a.action, a.changes, u.user_name FROM audit_log a JOIN users u ON u.id = a.user_id
        WHERE a.entity = 'tariffLine' AND a.entity_id = $1 ORDER BY a.id`,
      [String(baf)],
    );
    expect(own.at(-1)).toMatchObject({
      action: 'delete',
      user_name: 'pricing',
      changes: { chargeCode: 'BAF', unit: 'container', currency: 'USD', tariffId: tariff.id },
    });
    expect(Number(own.at(-1)?.changes.rate)).toBe(190.5);

    // The tariff's history, as its detail reads it, names the deleted line with its values.
    const history = await call(pricing, 'tariff', 'audit', { view: 'tariff', id: tariff.id });
    expect(history.statusCode, history.body).toBe(200);
    const entry = (history.json().data as { action: string; changes: Record<string, unknown>; userName: string }[])[0];
    expect(entry).toMatchObject({
      action: 'delete:lines',
      userName: 'pricing',
      changes: { chargeCode: 'BAF', id: baf },
    });
  });

  it('needs the page and its delete action, and deletes only what a child list declares', async () => {
    const tariff = await newTariff('draft', [
      { chargeCode: 'OFR', rate: '1000' },
      { chargeCode: 'DOC', rate: '40' },
    ]);
    const doc = tariff.line('DOC');
    const version = await versionOf('pricing_tariff_lines', doc);
    // Sales hold no tariff page; the customer neither.
    for (const s of [sales, customer]) {
      const res = await tariffLine(s, tariff.id, 'delete', { id: doc, version });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(DENIED);
    }
    // The page without its delete action: the pricing desk once its grant is taken away.
    await t.database.query(
      `DELETE FROM role_menu_items WHERE role_id = (SELECT id FROM roles WHERE code = 'pricing')
          AND menu_item_id = (SELECT id FROM menu_items WHERE code = 'tariff:deleteLine')`,
    );
    forgetGrants();
    try {
      const res = await tariffLine(pricing, tariff.id, 'delete', { id: doc, version });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(DENIED);
      expect(await exists('pricing_tariff_lines', doc)).toBe(true);
    } finally {
      await t.database.query(
        `INSERT INTO role_menu_items (role_id, menu_item_id)
         SELECT r.id, m.id FROM roles r, menu_items m WHERE r.code = 'pricing' AND m.code = 'tariff:deleteLine'`,
      );
      forgetGrants();
    }
    // The tariff itself: its page declares no delete of its own records.
    const own = await call(admin, 'tariff', 'delete', {
      view: 'tariff',
      id: tariff.id,
      version: await versionOf('pricing_tariffs', tariff.id),
    });
    expect(own.statusCode).toBe(403);
    expect(await exists('pricing_tariffs', tariff.id)).toBe(true);
    // The customer sees quotations but may not delete their lines.
    const quoted = await idOf(
      t,
      `SELECT l.id FROM pricing_quotation_lines l JOIN pricing_quotations q ON q.id = l.quotation_id
        WHERE q.company_id = (SELECT company_id FROM users WHERE user_name = 'customer') AND q.status = 'quoted'
        ORDER BY l.id LIMIT 1`,
    );
    const parent = await idOf(t, 'SELECT quotation_id AS id FROM pricing_quotation_lines WHERE id = $1', [quoted]);
    const refused = await call(customer, 'quotationLine', 'delete', {
      view: 'quotation',
      relation: 'lines',
      parentId: parent,
      id: quoted,
      version: await versionOf('pricing_quotation_lines', quoted),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('never reaches a line past a parent outside the row scope: a 404 as for get', async () => {
    // A quotation line of a branch the sales user does not see.
    const foreign = (
      await rows<{ id: number; quotation_id: number }>(
        `SELECT l.id, l.quotation_id FROM pricing_quotation_lines l JOIN pricing_quotations q ON q.id = l.quotation_id
          WHERE q.status = 'draft' AND q.branch_id NOT IN (
            SELECT s.branch_id FROM user_branch_scopes s JOIN users u ON u.id = s.user_id WHERE u.user_name = 'sales'
            UNION SELECT branch_id FROM users WHERE user_name = 'sales')
          ORDER BY l.id LIMIT 1`,
      )
    )[0];
    if (!foreign) throw new Error('no demo quotation line outside the sales scope');
    const version = await versionOf('pricing_quotation_lines', foreign.id);
    const through = { view: 'quotation', relation: 'lines', id: foreign.id, version };
    const direct = await call(sales, 'quotationLine', 'delete', { ...through, parentId: foreign.quotation_id });
    expect(direct.statusCode, direct.body).toBe(404);
    // Nor through a quotation of the user's own, naming the other's line.
    const mine = await idOf(
      t,
      `SELECT q.id FROM pricing_quotations q WHERE q.status = 'draft' AND q.branch_id IN (
         SELECT s.branch_id FROM user_branch_scopes s JOIN users u ON u.id = s.user_id WHERE u.user_name = 'sales')
        ORDER BY q.id LIMIT 1`,
    );
    const crossed = await call(sales, 'quotationLine', 'delete', { ...through, parentId: mine });
    expect(crossed.statusCode, crossed.body).toBe(404);
    expect(await exists('pricing_quotation_lines', foreign.id)).toBe(true);
  });

  it("refuses what the areas' rules refuse, with their messages in both languages", async () => {
    // A withdrawn tariff's lines stay as they were.
    const withdrawn = await newTariff('active', [
      { chargeCode: 'OFR', rate: '1500' },
      { chargeCode: 'BAF', rate: '100' },
    ]);
    const off = await call(pricing, 'tariff', 'transition', {
      view: 'tariff',
      id: withdrawn.id,
      version: await versionOf('pricing_tariffs', withdrawn.id),
      action: 'withdraw',
    });
    expect(off.statusCode, off.body).toBe(200);
    const baf = withdrawn.line('BAF');
    const fields = { id: baf, version: await versionOf('pricing_tariff_lines', baf) };
    expectRefused(
      await tariffLine(pricing, withdrawn.id, 'delete', fields),
      400,
      'A withdrawn tariff is no longer changed',
    );
    expectRefused(
      await tariffLine(pricing, withdrawn.id, 'delete', { ...fields, lang: 'zh_cn' }),
      400,
      '已撤回的运价不能再修改',
    );
    expect(await exists('pricing_tariff_lines', baf)).toBe(true);

    // A published tariff keeps at least one line.
    const single = await newTariff('active', [{ chargeCode: 'OFR', rate: '1500' }]);
    const ofr = single.line('OFR');
    expectRefused(
      await tariffLine(pricing, single.id, 'delete', {
        id: ofr,
        version: await versionOf('pricing_tariff_lines', ofr),
      }),
      400,
      'A published tariff keeps at least one charge line: withdraw it instead',
    );

    // A confirmed quotation's lines.
    const confirmed = (
      await rows<{ id: number; quotation_id: number; version: number }>(
        `SELECT l.id, l.quotation_id, l.version FROM pricing_quotation_lines l
           JOIN pricing_quotations q ON q.id = l.quotation_id WHERE q.status = 'confirmed' ORDER BY l.id LIMIT 1`,
      )
    )[0];
    if (!confirmed) throw new Error('no demo line of a confirmed quotation');
    const quotation = {
      view: 'quotation',
      relation: 'lines',
      parentId: confirmed.quotation_id,
      id: confirmed.id,
      version: confirmed.version,
    };
    const closed = await call(admin, 'quotationLine', 'delete', quotation);
    expect(closed.statusCode, closed.body).toBe(400);
    const closedZh = await call(admin, 'quotationLine', 'delete', { ...quotation, lang: 'zh_cn' });
    expect(closedZh.statusCode).toBe(400);
    expect(closedZh.json().message).not.toBe(closed.json().message);
    expect(await exists('pricing_quotation_lines', confirmed.id)).toBe(true);

    // A confirmed booking's containers.
    const container = (
      await rows<{ id: number; booking_id: number; version: number }>(
        `SELECT c.id, c.booking_id, c.version FROM booking_containers c JOIN bookings b ON b.id = c.booking_id
          WHERE b.status = 'confirmed' ORDER BY c.id LIMIT 1`,
      )
    )[0];
    if (!container) throw new Error('no demo container of a confirmed booking');
    const booking = {
      view: 'mainBooking',
      relation: 'containers',
      parentId: container.booking_id,
      id: container.id,
      version: container.version,
    };
    const locked = await call(admin, 'bookingContainer', 'delete', booking);
    expect(locked.statusCode, locked.body).toBe(400);
    const lockedZh = await call(admin, 'bookingContainer', 'delete', { ...booking, lang: 'zh_cn' });
    expect(lockedZh.statusCode).toBe(400);
    expect(lockedZh.json().message).not.toBe(locked.json().message);
    expect(await exists('booking_containers', container.id)).toBe(true);
  });

  it('keeps the totals the areas keep: a quotation repriced, an order’s costs, a booking’s container types', async () => {
    // A draft quotation of the sales desk, for a customer one of its branches serves: the total is
    // the remaining lines'.
    const companyId = await idOf(
      t,
      `SELECT min(c.id) AS id FROM companies c
        WHERE c.branch_id IN (SELECT s.branch_id FROM user_branch_scopes s JOIN users u ON u.id = s.user_id
                               WHERE u.user_name = 'sales'
                              UNION SELECT branch_id FROM users WHERE user_name = 'sales')`,
    );
    const today = new Date().toISOString().slice(0, 10);
    const created = await call(sales, 'quotation', 'create', {
      view: 'quotation',
      companyId,
      product: 'fcl',
      fromCode: 'CNSHA',
      toCode: 'USLAX',
      equipment: '40HC',
      containers: 2,
      validFrom: today,
      validUntil: today,
    });
    expect(created.statusCode, created.body).toBe(200);
    const quotationId = (created.json().data as { id: number }).id;
    const line = (endpoint: string, fields: Fields) =>
      call(sales, 'quotationLine', endpoint, {
        view: 'quotation',
        relation: 'lines',
        parentId: quotationId,
        ...fields,
      });
    const ofr = await line('create', { chargeCode: 'OFR', unit: 'container', rate: '1000', currency: 'USD' });
    const doc = await line('create', { chargeCode: 'DOC', unit: 'shipment', rate: '45', currency: 'USD' });
    expect(ofr.statusCode, ofr.body).toBe(200);
    const total = async () =>
      (await rows<{ t: string }>('SELECT total::text AS t FROM pricing_quotations WHERE id = $1', [quotationId]))[0]?.t;
    const withBoth = Number(await total());
    expect(withBoth).toBeGreaterThan(2000);
    const docId = (doc.json().data as { id: number }).id;
    const removed = await line('delete', { id: docId, version: await versionOf('pricing_quotation_lines', docId) });
    expect(removed.statusCode, removed.body).toBe(200);
    const ofrAmount = (
      await rows<{ a: string }>('SELECT amount::text AS a FROM pricing_quotation_lines WHERE quotation_id = $1', [
        quotationId,
      ])
    ).map((r) => r.a);
    expect(ofrAmount).toHaveLength(1);
    expect(await total()).toBe(ofrAmount[0]);

    // A drayage order's cost total, per currency, without the deleted line.
    const order = (
      await rows<{ id: number }>(
        `SELECT o.id FROM drayage_orders o WHERE o.status <> 'cancelled'
            AND (SELECT count(*) FROM drayage_costs c WHERE c.order_id = o.id) >= 2 ORDER BY o.id LIMIT 1`,
      )
    )[0];
    if (!order) throw new Error('no demo drayage order with two cost lines');
    const costs = await rows<{ id: number; version: number; amount: string; currency: string }>(
      'SELECT id, version, amount::text AS amount, currency FROM drayage_costs WHERE order_id = $1 ORDER BY id',
      [order.id],
    );
    const gone = costs[0] as (typeof costs)[number];
    const cost = await call(admin, 'drayageCost', 'delete', {
      view: 'drayage',
      relation: 'costs',
      parentId: order.id,
      id: gone.id,
      version: gone.version,
    });
    expect(cost.statusCode, cost.body).toBe(200);
    const after = (
      await rows<{ cost_total: string | null }>('SELECT cost_total FROM drayage_orders WHERE id = $1', [order.id])
    )[0]?.cost_total;
    const stays = costs.slice(1);
    for (const currency of new Set(stays.map((c) => c.currency))) expect(after).toContain(currency);
    if (!stays.some((c) => c.currency === gone.currency)) expect(after ?? '').not.toContain(gone.currency);

    // An open booking's container types follow its containers (the database's trigger).
    const open = (
      await rows<{ id: number; types: string | null }>(
        `SELECT b.id, b.container_types AS types FROM bookings b
          WHERE b.status NOT IN ('confirmed', 'cancelled') AND b.mode = 'SEA'
            AND NOT EXISTS (SELECT 1 FROM booking_containers c WHERE c.booking_id = b.id AND c.iso_type = '45HC')
          ORDER BY b.id LIMIT 1`,
      )
    )[0];
    if (!open) throw new Error('no open demo sea booking without a 45HC');
    const through = { view: 'mainBooking', relation: 'containers', parentId: open.id };
    const added = await call(admin, 'bookingContainer', 'create', { ...through, isoType: '45HC' });
    expect(added.statusCode, added.body).toBe(200);
    const typesNow = async () =>
      (
        (
          await rows<{ types: string | null }>('SELECT container_types AS types FROM bookings WHERE id = $1', [open.id])
        )[0]?.types ?? ''
      ).split(',');
    expect(await typesNow()).toContain('45HC');
    const box = added.json().data as { id: number; version: number };
    const removedBox = await call(admin, 'bookingContainer', 'delete', {
      ...through,
      id: box.id,
      version: box.version,
    });
    expect(removedBox.statusCode, removedBox.body).toBe(200);
    expect(await typesNow()).not.toContain('45HC');
  });
});
