import { EVENT_CODES } from '@tidemark/domain';
import { DEPOT_EVENT_STATES, dayBucket } from '@tidemark/domain/ops/drayage/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';

describe.each(ENGINES)('depot views on %s', (engine) => {
  let t: TestApp;
  let ops: Session;
  let customer: Session;
  let ngb: number;

  const call = (s: Session, resource: string, action: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${action}`, s, fields);

  beforeAll(async () => {
    t = await testApp(engine);
    ops = await signIn(t, 'ops');
    customer = await signIn(t, 'customer');
    ngb = await idOf(t, `SELECT id FROM branches WHERE code = 'NGB'`);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('states', () => {
    it('keeps the depot states equal to a recount of every event, with the domain’s meaning of each code', async () => {
      for (const code of Object.keys(EVENT_CODES)) {
        const rows = await t.database.query<{ state: string | null }>('SELECT depot_event_state($1) AS state', [code]);
        expect(rows[0]?.state ?? undefined, code).toBe(DEPOT_EVENT_STATES[code as keyof typeof EVENT_CODES]);
      }
      const recount = await t.database.query(
        `SELECT l.container_id AS id, l.location AS depot, depot_event_state(l.code) AS state, l.occurred_at AS since
           FROM (SELECT DISTINCT ON (container_id) container_id, location, code, occurred_at
                   FROM tracking_events WHERE container_id IS NOT NULL AND depot_event_state(code) IS NOT NULL
                  ORDER BY container_id, occurred_at DESC, id DESC) l
          WHERE depot_event_state(l.code) <> 'closed' ORDER BY 1`,
      );
      const kept = await t.database.query('SELECT id, depot, state, since FROM depot_containers ORDER BY id');
      expect(kept).toEqual(recount);
      expect(kept.length).toBeGreaterThan(0);
    });
  });

  describe('depot views', () => {
    it('follow new events: discharged five days ago is on hand, 4-7 days; gated out it is out of hand', async () => {
      const box = (
        await t.database.query<{ id: number; shipment_id: number; container_no: string }>(
          `SELECT c.id, c.shipment_id, c.container_no FROM containers c JOIN shipments s ON s.id = c.shipment_id
            WHERE s.branch_id = $1 AND NOT EXISTS (SELECT 1 FROM depot_containers d WHERE d.id = c.id)
            ORDER BY c.id DESC LIMIT 1`,
          [ngb],
        )
      )[0];
      if (!box) throw new Error('no box out of play');
      const add = (code: string, ago: string) =>
        t.database.query(
          `INSERT INTO tracking_events (shipment_id, container_id, code, status, leg, location, occurred_at, source)
           VALUES ($1, $2, $3, $4, $5, 'USOAK', now() - $6::interval, 'TERMINAL')`,
          [
            box.shipment_id,
            box.id,
            code,
            EVENT_CODES[code as 'DISCHARGED'].status,
            EVENT_CODES[code as 'DISCHARGED'].leg,
            ago,
          ],
        );
      await add('DISCHARGED', '5 days 2 hours');
      const boh = (await call(ops, 'depotContainer', 'list', { view: 'boh', f_containerNo: box.container_no })).json()
        .data.rows;
      expect(boh).toHaveLength(1);
      expect(boh[0]).toMatchObject({
        depot: 'USOAK',
        state: 'on_hand',
        days: 5,
        dayBucket: 'd4_7',
        eventCode: 'DISCHARGED',
      });
      await add('OUT_GATE', '1 day');
      expect(
        (await call(ops, 'depotContainer', 'list', { view: 'boh', f_containerNo: box.container_no })).json().data.rows,
      ).toEqual([]);
      const ooh = (await call(ops, 'depotContainer', 'list', { view: 'ooh', f_containerNo: box.container_no })).json()
        .data.rows;
      expect(ooh[0]).toMatchObject({ depot: 'USOAK', state: 'out', days: 1 });
    });

    it('chart days on hand and on hand against out of hand per depot, the user’s branches only', async () => {
      const expected = await t.database.query<{ depot: string; on_hand: number; out: number; buckets: number[] }>(
        `SELECT d.depot, count(*) FILTER (WHERE d.state = 'on_hand')::int AS on_hand,
                count(*) FILTER (WHERE d.state = 'out')::int AS out,
                array_agg(floor(extract(epoch FROM now() - d.since) / 86400)::int) FILTER (WHERE d.state = 'on_hand') AS buckets
           FROM depot_containers d JOIN shipments s ON s.id = d.shipment_id
          WHERE s.branch_id = $1 GROUP BY d.depot`,
        [ngb],
      );
      expect(expected.length).toBeGreaterThan(0);
      const bohooh = (await call(ops, 'depotContainer', 'chart', { view: 'bohooh' })).json().data.groups;
      const byDepot = new Map(bohooh.map((g: { key: string; values: Record<string, number> }) => [g.key, g.values]));
      expect(byDepot.size).toBe(expected.length);
      for (const e of expected) expect(byDepot.get(e.depot), e.depot).toEqual({ onHand: e.on_hand, outOfHand: e.out });

      const doh = (await call(ops, 'depotContainer', 'chart', { view: 'doh' })).json().data.groups;
      const dohByDepot = new Map(doh.map((g: { key: string; values: Record<string, number> }) => [g.key, g.values]));
      for (const e of expected.filter((x) => x.on_hand > 0)) {
        const want = { onHand: e.on_hand, d0_3: 0, d4_7: 0, d8_14: 0, d15_plus: 0 };
        for (const days of e.buckets ?? []) want[dayBucket(days)] += 1;
        expect(dohByDepot.get(e.depot), e.depot).toEqual(want);
      }
      expect((await call(customer, 'depotContainer', 'chart', { view: 'doh' })).statusCode).toBe(403);
    });
  });
});
