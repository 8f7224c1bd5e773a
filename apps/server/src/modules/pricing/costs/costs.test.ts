import { priceLines, type RateLine } from '@tidemark/domain/pricing/common/charges';
import { formatTotals, marginStatus } from '@tidemark/domain/pricing/costs/index';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn, uploadFiles } from '../../../../test/session-helpers';

/**
 * The cost pages through the real app and database: the rules of local costs, quotations,
 * templates and margin settings, and the computed analyses checked against figures worked out by
 * hand on a small lane of their own (Xingang to Tacoma, which the demo data does not sail).
 */
describe.each(ENGINES)('pricing costs on %s', (engine) => {
  let t: TestApp;
  let pricing: Session;
  let finance: Session;
  let manager: Session;
  let ops: Session;
  let customer: Session;
  let sha: number;
  let shipmentId: number;

  const call = (s: Session, resource: string, action: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${action}`, s, fields);
  const list = async (s: Session, resource: string, view: string, fields: Fields = {}) =>
    call(s, resource, 'list', { view, page: 1, limit: 50, ...fields });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    t.database.query<T>(text, params);

  const localCost = (fields: Fields = {}) =>
    call(pricing, 'localCost', 'create', {
      view: 'localCost',
      branchId: sha,
      port: 'CNTXG',
      side: 'origin',
      equipment: '40HC',
      chargeCode: 'OTHC',
      unit: 'container',
      rate: '1000',
      currency: 'CNY',
      validFrom: '2026-10-01',
      validUntil: '2026-12-31',
      ...fields,
    });

  beforeAll(async () => {
    t = await testApp(engine);
    pricing = await signIn(t, 'pricing');
    finance = await signIn(t, 'finance');
    manager = await signIn(t, 'manager');
    ops = await signIn(t, 'ops');
    customer = await signIn(t, 'customer');
    sha = await idOf(t, `SELECT id FROM branches WHERE code = 'SHA'`);
    const company = await idOf(t, 'SELECT min(id) AS id FROM companies');

    // The lane's tariffs: two carriers' cost tariffs and one sell tariff for 40' high cubes.
    const tariff = async (
      no: string,
      kind: string,
      carrier: string,
      total: string,
      lines: [string, string, string][],
    ) => {
      const id = await idOf(
        t,
        `INSERT INTO pricing_tariffs (tariff_no, kind, mode, carrier_code, pol, pod, equipment, valid_from, valid_until,
                                      currency, base_total, branch_id)
         VALUES ($1, $2, 'sea', $3, 'CNTXG', 'USTIW', '40HC', '2026-10-01', '2026-12-31', 'USD', $4, $5) RETURNING id`,
        [no, kind, carrier, total, sha],
      );
      for (const [code, rate, unit] of lines) {
        await sql(
          `INSERT INTO pricing_tariff_lines (tariff_id, charge_code, rate, unit, currency) VALUES ($1, $2, $3, $4, 'USD')`,
          [id, code, rate, unit],
        );
      }
    };
    await tariff('TFTEST0001', 'cost', 'ZIMU', '1970', [
      ['OFR', '1700', 'container'],
      ['BAF', '190', 'container'],
      ['DOC', '45', 'shipment'],
      ['AMS', '35', 'shipment'],
    ]);
    await tariff('TFTEST0002', 'cost', 'HLCU', '2000', [['OFR', '2000', 'container']]);
    await tariff('TFTEST0003', 'sell', 'ZIMU', '2400', [['OFR', '2400', 'container']]);

    // A shipment of two 40' high cubes with ZIMU, its confirmed booking's rates and a drayage order.
    shipmentId = await idOf(
      t,
      `INSERT INTO shipments (shipment_no, booking_no, mode, origin_port, destination_port, carrier_code, etd, eta, status,
                              job_status, company_id, branch_id, packages, package_type, gross_weight_kg, volume_cbm,
                              goods_description, marks)
       VALUES ('TSTCOST0001', 'BKTSTCOST01', 'FCL', 'CNTXG', 'USTIW', 'ZIMU', '2026-10-14T08:00:00Z',
               '2026-10-30T08:00:00Z', 3, 'WRK', $1, $2, 400, 'CTN', 18000, 120, 'Garden furniture', 'N/M') RETURNING id`,
      [company, sha],
    );
    const box = await idOf(
      t,
      `INSERT INTO containers (shipment_id, container_no, iso_type, tare_kg)
       VALUES ($1, 'ZIMU1234565', '45G1', 3900), ($1, 'ZIMU7654321', '45G1', 3900) RETURNING id`,
      [shipmentId],
    );
    const booking = await idOf(
      t,
      `INSERT INTO bookings (booking_no, mode, load_type, status, branch_id, company_id, shipment_id, origin_port,
                             destination_port, carrier_code, etd)
       VALUES ('BKTSTCOST01', 'SEA', 'FCL', 'confirmed', $1, $2, $3, 'CNTXG', 'USTIW', 'ZIMU', '2026-10-14T08:00:00Z')
       RETURNING id`,
      [sha, company, shipmentId],
    );
    await sql(
      `INSERT INTO booking_rates (booking_id, charge_code, unit, quantity, currency, amount)
       VALUES ($1, 'OFR', 'container', 2, 'USD', 1850), ($1, 'DOC', 'shipment', 1, 'CNY', 450)`,
      [booking],
    );
    const order = await idOf(
      t,
      `INSERT INTO drayage_orders (order_no, container_id, container_no, shipment_id, branch_id, company_id, port,
                                   pickup_place, delivery_place, trucker, status)
       VALUES ('DRTSTCOST1', $1, 'ZIMU1234565', $2, $3, $4, 'USTIW', 'Husky Terminal', 'Kent, WA', 'Harbor Freight Lines',
               'delivered') RETURNING id`,
      [box, shipmentId, sha, company],
    );
    await sql(
      `INSERT INTO drayage_costs (order_id, charge, currency, amount) VALUES ($1, 'BASE', 'USD', 500), ($1, 'FUEL', 'USD', 110)`,
      [order],
    );
    // An open booking of one box with HLCU in the same month: booked volume of the other carrier.
    const open = await idOf(
      t,
      `INSERT INTO bookings (booking_no, mode, load_type, status, branch_id, company_id, origin_port, destination_port,
                             carrier_code, etd)
       VALUES ('BKTSTCOST02', 'SEA', 'FCL', 'submitted', $1, $2, 'CNTXG', 'USTIW', 'HLCU', '2026-10-20T08:00:00Z')
       RETURNING id`,
      [sha, company],
    );
    await sql(`INSERT INTO booking_containers (booking_id, iso_type) VALUES ($1, '40HC')`, [open]);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('who may see and change costs', () => {
    it('gives the pricing desk and managers the write pages, finance the computed costs, others nothing', async () => {
      expect((await list(pricing, 'localCost', 'localCost')).statusCode).toBe(200);
      expect((await list(manager, 'localQuotation', 'localQuotataion')).statusCode).toBe(200);
      expect((await list(finance, 'localCost', 'localCost')).statusCode).toBe(403);
      expect((await list(finance, 'costSummary', 'cwCostSummary')).statusCode).toBe(200);
      expect((await list(finance, 'predictedCost', 'dwPredictCost')).statusCode).toBe(200);
      expect((await list(ops, 'weightedCost', 'weightedCost')).statusCode).toBe(403);
      expect((await list(customer, 'costSummary', 'cwCostSummary')).statusCode).toBe(403);
      expect((await post(t, '/api/pricing/predicted-cost/refresh', customer)).statusCode).toBe(403);
      expect((await post(t, '/api/pricing/cost-summary/refresh', ops)).statusCode).toBe(403);
      expect((await call(finance, 'localCost', 'create', { view: 'localCost', port: 'CNTXG' })).statusCode).toBe(403);
      expect(
        (await post(t, '/api/pricing/cost-templates/apply', finance, { templateId: 1, bookingNo: 'X' })).statusCode,
      ).toBe(403);
    });

    it('has demo rows on every cost page, the quotations totalled as the rules price them', async () => {
      for (const [resource, view] of [
        ['localCost', 'localCost'],
        ['localQuotation', 'localQuotataion'],
        ['costTemplate', 'costTemplate'],
        ['costSummary', 'cwCostSummary'],
        ['weightedCost', 'weightedCost'],
        ['exportCost', 'epCost'],
        ['fclNamSetting', 'fclAsiaToNamSetting'],
        ['predictedCost', 'dwPredictCost'],
        ['predictedCostInput', 'dwPredictCostDetail'],
      ] as const) {
        const res = await list(pricing, resource, view);
        expect(res.statusCode, view).toBe(200);
        expect(res.json().data.rows.length, view).toBeGreaterThan(0);
      }
      const quotations = await sql<{ id: number; containers: number; total: string | null; status: string }>(
        'SELECT id, containers, total, status FROM pricing_local_quotations',
      );
      expect(new Set(quotations.map((q) => q.status))).toEqual(new Set(['quoted', 'accepted', 'expired']));
      for (const q of quotations) {
        const lines = await sql<{
          charge_code: string;
          rate: string;
          unit: RateLine['unit'];
          minimum: string | null;
          currency: string;
        }>(
          `SELECT charge_code, rate::text AS rate, unit, minimum::text AS minimum, currency
             FROM pricing_local_quotation_lines WHERE quotation_id = $1`,
          [q.id],
        );
        const priced = priceLines(
          lines.map((l) => ({
            chargeCode: l.charge_code,
            rate: l.rate,
            unit: l.unit,
            minimum: l.minimum,
            currency: l.currency,
          })),
          { containers: q.containers, weightKg: '0', volumeCbm: '0' },
        );
        expect(q.total, String(q.id)).toBe(formatTotals(priced.totals));
      }
    });
  });

  describe('local costs and quotations', () => {
    it('refuses a second cost over the same days, a per-container charge for any equipment and dates out of order', async () => {
      const first = await localCost();
      expect(first.statusCode, first.body).toBe(200);
      const overlap = await localCost({ validFrom: '2026-12-01', validUntil: '2027-03-31' });
      expect(overlap.statusCode).toBe(400);
      expect(overlap.json().message).toContain('already has a local cost');
      expect((await localCost({ validFrom: '2027-01-01', validUntil: '2027-03-31' })).statusCode).toBe(200);
      expect((await localCost({ chargeCode: 'SEAL', equipment: 'ANY' })).statusCode).toBe(400);
      expect(
        (await localCost({ chargeCode: 'SEAL', validFrom: '2026-12-31', validUntil: '2026-12-01' })).statusCode,
      ).toBe(400);
      const doc = await localCost({ chargeCode: 'DOC', equipment: 'ANY', unit: 'shipment', rate: '300' });
      expect(doc.statusCode, doc.body).toBe(200);
      // A branch outside the caller's offices is not theirs to price for.
      const rtm = await idOf(t, `SELECT id FROM branches WHERE code = 'RTM'`);
      expect((await localCost({ branchId: rtm, chargeCode: 'CUS' })).statusCode).not.toBe(200);
    });

    it('quotes the local costs in force, keeps the total as lines change, and closes on acceptance', async () => {
      const quote = (fields: Fields = {}) =>
        call(pricing, 'localQuotation', 'create', {
          view: 'localQuotataion',
          companyId: 1,
          branchId: sha,
          port: 'CNTXG',
          side: 'origin',
          equipment: '40HC',
          containers: 3,
          validFrom: '2026-11-02',
          validUntil: '2026-12-31',
          ...fields,
        });
      expect((await quote({ port: 'CNDLC' })).json().message).toContain('No local costs');
      const res = await quote();
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().data.id as number;
      const get = async () =>
        (await call(pricing, 'localQuotation', 'get', { view: 'localQuotataion', id })).json().data;
      // 3 × 1,000 terminal handling + 300 documents.
      expect((await get()).total).toBe('CNY 3,300.00');
      const lines = await sql<{ id: number; charge_code: string; version: number }>(
        'SELECT id, charge_code, version FROM pricing_local_quotation_lines WHERE quotation_id = $1 ORDER BY charge_code',
        [id],
      );
      expect(lines.map((l) => l.charge_code)).toEqual(['DOC', 'OTHC']);
      const othc = lines[1] as { id: number; version: number };
      const through = { view: 'localQuotataion', relation: 'quotationLines', parentId: id };
      const edited = await call(pricing, 'localQuotationLine', 'update', {
        ...through,
        id: othc.id,
        version: othc.version,
        rate: '1100',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await get()).total).toBe('CNY 3,600.00');
      const added = await call(pricing, 'localQuotationLine', 'create', {
        ...through,
        chargeCode: 'CUS',
        unit: 'shipment',
        rate: '80',
        minimum: '',
        currency: 'usd',
      });
      expect(added.statusCode, added.body).toBe(200);
      expect((await get()).total).toBe('CNY 3,600.00 · USD 80.00');
      const before = await get();
      const accepted = await call(pricing, 'localQuotation', 'transition', {
        view: 'localQuotataion',
        id,
        version: before.version,
        action: 'accept',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const after = await get();
      expect(after.status).toBe('accepted');
      const closed = await call(pricing, 'localQuotation', 'update', {
        view: 'localQuotataion',
        id,
        version: after.version,
        remarks: 'later',
      });
      expect(closed.statusCode).toBe(400);
      expect(
        (
          await call(pricing, 'localQuotationLine', 'update', {
            ...through,
            id: othc.id,
            version: othc.version + 1,
            rate: '1',
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('cost templates', () => {
    it('adds a template’s lines to an open booking, priced for its boxes, and refuses closed bookings', async () => {
      const created = await call(pricing, 'costTemplate', 'create', {
        view: 'costTemplate',
        name: 'USWC FCL door delivery (test)',
        branchId: sha,
        loadType: 'FCL',
        equipment: '40HC',
        active: 'true',
      });
      expect(created.statusCode, created.body).toBe(200);
      const templateId = created.json().data.id as number;
      const through = { view: 'costTemplate', relation: 'templateLines', parentId: templateId };
      for (const [chargeCode, unit, rate, minimum] of [
        ['DTHC', 'container', '490', ''],
        ['CUS', 'shipment', '125', ''],
        ['DEL', 'container', '100', '500'],
      ]) {
        const line = await call(pricing, 'costTemplateLine', 'create', {
          ...through,
          chargeCode: chargeCode as string,
          unit: unit as string,
          rate: rate as string,
          minimum: minimum as string,
          currency: 'USD',
        });
        expect(line.statusCode, line.body).toBe(200);
      }
      const booking = await idOf(
        t,
        `INSERT INTO bookings (booking_no, mode, load_type, status, branch_id, origin_port, destination_port, carrier_code,
                               gross_weight_kg, volume_cbm)
         VALUES ('BKTSTCOST03', 'SEA', 'FCL', 'draft', $1, 'CNTXG', 'USTIW', 'ZIMU', 9000, 50) RETURNING id`,
        [sha],
      );
      await sql(`INSERT INTO booking_containers (booking_id, iso_type) VALUES ($1, '40HC'), ($1, '40HC')`, [booking]);
      const applied = await post(t, '/api/pricing/cost-templates/apply', pricing, {
        templateId,
        bookingNo: 'bktstcost03',
      });
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json().data).toEqual({ lines: 3, bookingNo: 'BKTSTCOST03' });
      const rates = await sql<{ charge_code: string; unit: string; quantity: string; amount: string }>(
        `SELECT charge_code, unit, quantity::text AS quantity, amount::text AS amount FROM booking_rates
          WHERE booking_id = $1 ORDER BY charge_code`,
        [booking],
      );
      // Two boxes at 490; one entry; delivery 2 × 100 = 200 is below its 500 minimum.
      expect(rates).toEqual([
        { charge_code: 'CUS', unit: 'shipment', quantity: '1.000', amount: '125.0000' },
        { charge_code: 'DEL', unit: 'shipment', quantity: '1.000', amount: '500.0000' },
        { charge_code: 'DTHC', unit: 'container', quantity: '2.000', amount: '490.0000' },
      ]);
      const confirmed = await post(t, '/api/pricing/cost-templates/apply', pricing, {
        templateId,
        bookingNo: 'BKTSTCOST01',
      });
      expect(confirmed.statusCode).toBe(400);
      expect(confirmed.json().message).toContain('open booking');
      const lcl = await idOf(
        t,
        `SELECT t.id FROM pricing_cost_templates t JOIN branches b ON b.id = t.branch_id
          WHERE b.code = 'SHA' AND t.load_type = 'LCL' LIMIT 1`,
      );
      expect(
        (
          await post(t, '/api/pricing/cost-templates/apply', pricing, { templateId: lcl, bookingNo: 'BKTSTCOST03' })
        ).json().message,
      ).toContain('another load type');
      expect(
        (await post(t, '/api/pricing/cost-templates/apply', pricing, { templateId, bookingNo: 'NOPE' })).statusCode,
      ).toBe(400);
    });
  });

  describe('FCL Asia → North America', () => {
    const setting = (fields: Fields) =>
      call(pricing, 'fclNamSetting', 'create', {
        view: 'fclAsiaToNamSetting',
        laneGroup: 'CAWC',
        equipment: '40HC',
        minimumMargin: '150',
        currency: 'USD',
        weekFrom: '2026-W40',
        weekUntil: '2026-W52',
        ...fields,
      });

    it('takes a target as an amount or a percentage, not both, and one setting per week', async () => {
      const both = await setting({ targetMarginAmount: '300', targetMarginPercent: '8' });
      expect(both.statusCode).toBe(400);
      expect(both.body).toContain('not both');
      expect((await setting({})).statusCode).toBe(400);
      const made = await setting({ targetMarginAmount: '300' });
      expect(made.statusCode, made.body).toBe(200);
      const overlap = await setting({ targetMarginPercent: '8', weekFrom: '2026-W52', weekUntil: '2027-W10' });
      expect(overlap.statusCode).toBe(400);
      const id = made.json().data.id as number;
      const now = (await call(pricing, 'fclNamSetting', 'get', { view: 'fclAsiaToNamSetting', id })).json().data;
      // Turning the target into a percentage empties the amount in the same edit; both at once is refused.
      expect(
        (
          await call(pricing, 'fclNamSetting', 'update', {
            view: 'fclAsiaToNamSetting',
            id,
            version: now.version,
            targetMarginPercent: '8',
          })
        ).statusCode,
      ).toBe(400);
      const switched = await call(pricing, 'fclNamSetting', 'update', {
        view: 'fclAsiaToNamSetting',
        id,
        version: now.version,
        targetMarginPercent: '8',
        targetMarginAmount: '',
      });
      expect(switched.statusCode, switched.body).toBe(200);
    });

    it('charts the margin per lane against the lane group’s setting', async () => {
      const res = await post(t, '/api/engine/fclNamMargin/chart', pricing, { view: 'analysisFclNam', f_pol: 'CNTXG' });
      expect(res.statusCode, res.body).toBe(200);
      // Sell 2,400 less cost 1,970 for the 13 Mondays from 5 October to 28 December; USWC 40HC aims for 350, at least 150.
      expect(res.json().data.groups).toEqual([
        {
          key: 'CNTXG → USTIW',
          values: { margin: 430, target: 350, minimum: 150, sell: 2400, cost: 1970, weeks: 13 },
        },
      ]);
      const rows = (await list(pricing, 'fclNamMargin', 'analysisFclNam', { f_pol: 'CNTXG', limit: 20 })).json().data
        .rows as { status: string; margin: string; targetMargin: string; minimumMargin: string }[];
      expect(rows.length).toBe(13);
      for (const r of rows) expect(r.status).toBe(marginStatus(r.margin, r.targetMargin, r.minimumMargin));
      expect((await post(t, '/api/engine/fclNamMargin/chart', finance, { view: 'analysisFclNam' })).statusCode).toBe(
        403,
      );
    });
  });

  describe('the computed costs', () => {
    beforeAll(async () => {
      const res = await post(t, '/api/pricing/cost-summary/refresh', finance, { asOf: '2026-11-01' });
      expect(res.statusCode, res.body).toBe(200);
      const predicted = await post(t, '/api/pricing/predicted-cost/refresh', pricing, { asOf: '2026-11-01' });
      expect(predicted.statusCode, predicted.body).toBe(200);
    });

    it('rebuilds the tables when several refreshes arrive at once, one after the other', async () => {
      const answers = await Promise.all([
        post(t, '/api/pricing/cost-summary/refresh', finance, { asOf: '2026-11-01' }),
        post(t, '/api/pricing/weighted-cost/refresh', pricing, { asOf: '2026-11-01' }),
        post(t, '/api/pricing/export-cost/refresh', pricing, { asOf: '2026-11-01' }),
        post(t, '/api/pricing/predicted-cost/refresh', pricing, { asOf: '2026-11-01' }),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    });

    it('sums a shipment’s booking rates, drayage and the tariff lines the booking did not agree', async () => {
      const rows = (await list(finance, 'costSummary', 'cwCostSummary', { f_shipmentNo: 'TSTCOST0001' })).json().data
        .rows as Record<string, unknown>[];
      const lines = rows.map((r) => `${r.chargeCode} ${r.currency} ${r.source} ${r.amount}`).sort();
      // OFR 2 × 1,850 and DOC were agreed on the booking, so the tariff's OFR and DOC stay out.
      expect(lines).toEqual([
        'AMS USD tariff 35.0000',
        'BAF USD tariff 380.0000',
        'DEL USD drayage 610.0000',
        'DOC CNY booking 450.0000',
        'OFR USD booking 3700.0000',
      ]);
      for (const r of rows) expect(r.shipmentTotal).toBe('CNY 450.00 · USD 4,725.00');
      expect(rows.every((r) => r.containers === 2)).toBe(true);
    });

    it('weights each carrier’s cost per box by the boxes booked with it in the month', async () => {
      const rows = (await list(pricing, 'weightedCost', 'weightedCost', { f_pol: 'CNTXG' })).json().data.rows as Record<
        string,
        unknown
      >[];
      expect(rows).toHaveLength(1);
      // (2 × 1,970 + 1 × 2,000) / 3 = 1,980; the plain average 1,985; the lowest 1,970.
      expect(rows[0]).toMatchObject({
        pod: 'USTIW',
        equipment: '40HC',
        period: '2026-10-01',
        carriers: 2,
        containers: 3,
        weightedCost: '1980.0000',
        averageCost: '1985.0000',
        lowestCost: '1970.0000',
        currency: 'USD',
        breakdown: 'ZIMU 2 × 1,970.00 · HLCU 1 × 2,000.00',
      });
    });

    it('adds up a branch’s export week in USD per TEU, other currencies beside it', async () => {
      const rows = (await list(finance, 'exportCost', 'epCost', { f_pol: 'CNTXG' })).json().data.rows as Record<
        string,
        unknown
      >[];
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        week: '2026-W42',
        weekStart: '2026-10-12',
        shipments: 1,
        containers: 2,
        teu: 4,
        costUsd: '4725.0000',
        costPerTeu: '1181.2500',
        otherCosts: 'CNY 450.00',
      });
    });

    it('predicts the coming weeks from the tariffs in force and the lane’s past shipment, with its inputs', async () => {
      const rows = (await list(pricing, 'predictedCost', 'dwPredictCost', { f_pol: 'CNTXG' })).json().data
        .rows as Record<string, unknown>[];
      expect(rows.map((r) => r.week)).toEqual(['2026-W45', '2026-W46', '2026-W47', '2026-W48']);
      // Tariffs (1,970 + 2,000) / 2 = 1,985; the shipment 4,725 / 2 boxes = 2,362.50, weighing 1 / 5:
      // 1,985 × 0.8 + 2,362.50 × 0.2 = 2,060.50.
      for (const r of rows) {
        expect(r).toMatchObject({
          equipment: '40HC',
          tariffCost: '1985.0000',
          tariffCarriers: 2,
          historyCost: '2362.5000',
          historyShipments: 1,
          historyWeight: '0.2000',
          predictedCost: '2060.5000',
          method: 'blend',
        });
      }
      const id = rows[0]?.id as number;
      const inputs = (
        await call(finance, 'predictedCostInput', 'list', {
          view: 'dwPredictCost',
          relation: 'inputs',
          parentId: id,
          page: 1,
          limit: 20,
        })
      ).json().data.rows as Record<string, unknown>[];
      expect(inputs.map((i) => `${i.kind} ${i.reference} ${i.cost}`).sort()).toEqual([
        'history TSTCOST0001 2362.5000',
        'tariff TFTEST0001 1970.0000',
        'tariff TFTEST0002 2000.0000',
      ]);
      const detail = (await list(finance, 'predictedCostInput', 'dwPredictCostDetail', { f_pol: 'CNTXG' })).json().data;
      expect(detail.rows.length).toBe(12);
    });

    it('refuses a day that is not one', async () => {
      expect((await post(t, '/api/pricing/predicted-cost/refresh', pricing, { asOf: '2026-13-01' })).statusCode).toBe(
        400,
      );
    });

    // Last of this block: the refresh it causes computes the predictions as of today.
    it('recomputes a lane’s computed costs as soon as its cost rates are changed or created, and only that lane', async () => {
      const weighted = async () =>
        (await list(pricing, 'weightedCost', 'weightedCost', { f_pol: 'CNTXG' })).json().data.rows[0] as Record<
          string,
          unknown
        >;
      const otherLane = () =>
        sql<{ at: string }>(
          `SELECT max(refreshed_at)::text AS at FROM pricing_weighted_costs WHERE NOT (pol = 'CNTXG' AND pod = 'USTIW')`,
        );
      const before = await otherLane();
      const predictedBefore = await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM pricing_predicted_costs WHERE pol = 'CNTXG' AND week = '2026-W45'`,
      );
      expect(predictedBefore[0]?.n).toBeGreaterThan(0);

      // HLCU's freight goes up from 2,000 to 2,300 on its cost rate's line.
      const [line] = await sql<{ id: number; tariff_id: number; version: number }>(
        `SELECT l.id, l.tariff_id, l.version FROM pricing_tariff_lines l JOIN pricing_tariffs p ON p.id = l.tariff_id
          WHERE p.tariff_no = 'TFTEST0002'`,
      );
      if (!line) throw new Error('no line of the HLCU cost tariff');
      const changed = await call(pricing, 'tariffLine', 'update', {
        view: 'tariff',
        relation: 'lines',
        parentId: line.tariff_id,
        id: line.id,
        version: line.version,
        rate: '2300',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      // (2 × 1,970 + 1 × 2,300) / 3 = 2,080, with no Recompute asked.
      expect(await weighted()).toMatchObject({
        weightedCost: '2080.0000',
        averageCost: '2135.0000',
        lowestCost: '1970.0000',
        breakdown: 'ZIMU 2 × 1,970.00 · HLCU 1 × 2,300.00',
      });
      // The predictions of the lane were made again, as of today: the weeks after this one.
      const weeks = await sql<{ week_start: string }>(
        `SELECT week_start::text FROM pricing_predicted_costs WHERE pol = 'CNTXG' ORDER BY week_start`,
      );
      expect(weeks.length).toBeGreaterThan(0);
      expect(weeks.every((w) => w.week_start > new Date().toISOString().slice(0, 10))).toBe(true);

      // A new cost rate of a third carrier, published at once, counts in the average and the lowest.
      const created = await post(t, '/api/pricing/tariffs/create', pricing, {
        kind: 'cost',
        mode: 'sea',
        carrierCode: 'MAEU',
        pol: 'CNTXG',
        pod: 'USTIW',
        equipment: '40HC',
        validFrom: '2026-10-01',
        validUntil: '2026-12-31',
        currency: 'USD',
        status: 'active',
        lines: JSON.stringify([{ chargeCode: 'OFR', rate: '1500', unit: 'container' }]),
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(await weighted()).toMatchObject({
        carriers: 3,
        weightedCost: '2080.0000',
        averageCost: '1923.3333',
        lowestCost: '1500.0000',
      });
      // Other lanes were left as they were.
      expect(await otherLane()).toEqual(before);
    });

    it('takes an imported cost sheet as the shipment’s actual cost, recomputed as soon as it is committed', async () => {
      /** A cost sheet of the shipment in the rate-sheet template's layout. */
      const costSheet = async (rows: (string | number | null)[][]): Promise<Buffer> => {
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet('Rates');
        const cells = [
          ['Rate sheet'],
          ['Shipment ID', 'TSTCOST0001'],
          [null, 'Sell or Cost', 'Cost'],
          [],
          ['Branch', 'Charge Code', 'Unit', 'Quantity', 'Rate', 'Minimum', 'Currency', 'Remarks'],
          ...rows,
        ];
        cells.forEach((row, r) => {
          row.forEach((value, c) => {
            if (value !== null) sheet.getCell(r + 1, c + 1).value = value;
          });
        });
        return Buffer.from(await book.xlsx.writeBuffer());
      };
      // The carrier's invoice: freight 2 × 1,600 and delivery 580.
      const bytes = await costSheet([
        ['SHA', 'OFR', 'container', null, 1600, null, 'USD', 'ZIM invoice'],
        ['LAX', 'DEL', 'shipment', null, 580, null, 'USD', 'Kent, WA'],
      ]);
      const otherLane = () =>
        sql<{ at: string }>(
          `SELECT max(refreshed_at)::text AS at FROM pricing_cost_summary WHERE NOT (pol = 'CNTXG' AND pod = 'USTIW')`,
        );
      const before = await otherLane();

      const res = await uploadFiles(t, '/api/pricing/imports/commit', pricing, [{ name: 'zim-invoice.xlsx', bytes }]);
      expect(res.statusCode, res.body).toBe(200);
      // With no Recompute asked: the sheet's OFR and DEL replace the booking's OFR and the drayage;
      // the charges it does not name keep their source.
      const rows = (await list(finance, 'costSummary', 'cwCostSummary', { f_shipmentNo: 'TSTCOST0001' })).json().data
        .rows as Record<string, unknown>[];
      expect(rows.map((r) => `${r.chargeCode} ${r.currency} ${r.source} ${r.amount}`).sort()).toEqual([
        'AMS USD tariff 35.0000',
        'BAF USD tariff 380.0000',
        'DEL USD import 580.0000',
        'DOC CNY booking 450.0000',
        'OFR USD import 3200.0000',
      ]);
      for (const r of rows) expect(r.shipmentTotal).toBe('CNY 450.00 · USD 4,195.00');
      const exported = (await list(finance, 'exportCost', 'epCost', { f_pol: 'CNTXG' })).json().data.rows[0];
      expect(exported).toMatchObject({ costUsd: '4195.0000', costPerTeu: '1048.7500' });
      expect(await otherLane()).toEqual(before);

      // The prediction's past charge data is the actual cost: 4,195 / 2 boxes = 2,097.50.
      const predicted = await post(t, '/api/pricing/predicted-cost/refresh', pricing, { asOf: '2026-11-01' });
      expect(predicted.statusCode, predicted.body).toBe(200);
      const week = (await list(pricing, 'predictedCost', 'dwPredictCost', { f_pol: 'CNTXG' })).json().data
        .rows[0] as Record<string, unknown>;
      expect(week).toMatchObject({ historyCost: '2097.5000', historyShipments: 1 });

      // A corrected sheet replaces the earlier one: only the latest cost import of a shipment counts.
      const second = await uploadFiles(t, '/api/pricing/imports/commit', pricing, [
        {
          name: 'zim-invoice-corrected.xlsx',
          bytes: await costSheet([['SHA', 'OFR', 'container', null, 1650, null, 'USD', 'ZIM invoice, corrected']]),
        },
      ]);
      expect(second.statusCode, second.body).toBe(200);
      const after = (await list(finance, 'costSummary', 'cwCostSummary', { f_shipmentNo: 'TSTCOST0001' })).json().data
        .rows as Record<string, unknown>[];
      expect(after.map((r) => `${r.chargeCode} ${r.source} ${r.amount}`).sort()).toEqual([
        'AMS tariff 35.0000',
        'BAF tariff 380.0000',
        'DEL drayage 610.0000',
        'DOC booking 450.0000',
        'OFR import 3300.0000',
      ]);
    });
  });
});
