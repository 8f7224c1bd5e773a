import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPDATE_TO_CW } from '@tidemark/domain/finance/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';
import { deliverSubmissions, MAX_ATTEMPTS } from './deliver';

process.env.CW_DELIVERY_INTERVAL_SECONDS = '0';

let address = 0;
const nextAddress = () => `10.11.${Math.floor(++address / 250)}.${address % 250}`;

describe.each(ENGINES)('submissions to CargoWise on %s', (engine) => {
  let t: TestApp;
  let finance: Session;
  let csr: Session;
  let customer: Session;
  let sha: number;
  const used = new Set<number>();

  /** A Shanghai shipment with no charge lines yet, holding the given reviewed lines. */
  const shipmentWith = async (
    lines: { side?: string; code?: string; amount: string; party?: boolean; status?: string }[],
  ): Promise<{ id: number; no: string; lineIds: number[] }> => {
    const ship = (
      await t.database.query<{ id: number; shipment_no: string; company_id: number }>(
        `SELECT s.id, s.shipment_no, s.company_id FROM shipments s
          WHERE s.branch_id = $1 AND NOT EXISTS (SELECT 1 FROM charge_lines c WHERE c.shipment_id = s.id)
            AND s.id <> ALL ($2::int[])
          ORDER BY s.id LIMIT 1`,
        [sha, [...used]],
      )
    )[0];
    if (!ship) throw new Error('no free shipment');
    used.add(ship.id);
    const lineIds: number[] = [];
    for (const l of lines) {
      lineIds.push(
        await idOf(
          t,
          `INSERT INTO charge_lines (shipment_id, branch_id, side, charge_code, party_company_id, currency, unit_price,
             amount, exchange_rate, local_currency, local_amount, status, tax_rate)
           VALUES ($1, $2, $3, $4, $5, 'CNY', $6, $6, 1, 'CNY', $6, $7, 0) RETURNING id`,
          [
            ship.id,
            sha,
            l.side ?? 'revenue',
            l.code ?? 'OFR',
            l.party === false ? null : ship.company_id,
            l.amount,
            l.status ?? 'reviewed',
          ],
        ),
      );
    }
    return { id: ship.id, no: ship.shipment_no, lineIds };
  };

  const submit = (s: Session, fields: Fields) => post(t, '/api/finance/chargeSubmint/submit', s, fields);
  const submission = async (id: number) =>
    (
      await t.database.query<{
        status: number;
        error_text: string | null;
        attempts: number;
        version: number;
        next_attempt_at: Date | null;
        document_xml: string | null;
      }>(
        'SELECT status, error_text, attempts, version, next_attempt_at, document_xml FROM cw_submissions WHERE id = $1',
        [id],
      )
    )[0] as {
      status: number;
      error_text: string | null;
      attempts: number;
      version: number;
      next_attempt_at: Date | null;
      document_xml: string | null;
    };
  const shipmentState = async (id: number) =>
    (await t.database.query<{ u: number | null }>('SELECT update_to_cw AS u FROM shipments WHERE id = $1', [id]))[0]?.u;
  const transition = async (s: Session, id: number, action: string) =>
    post(t, '/api/engine/cwSubmission/transition', s, {
      view: 'chargeSubmint',
      id,
      version: (await submission(id)).version,
      action,
    });

  beforeAll(async () => {
    t = await testApp(engine);
    finance = await signIn(t, 'finance', nextAddress());
    csr = await signIn(t, 'csr', nextAddress());
    customer = await signIn(t, 'customer', nextAddress());
    sha = await idOf(t, `SELECT id FROM branches WHERE code = 'SHA'`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has demo submissions in every state, the errors with their reason, the successes with their document', async () => {
    const rows = await t.database.query<{ status: number; n: number; reasons: number; documents: number }>(
      `SELECT status, count(*)::int AS n, count(error_text)::int AS reasons, count(document_xml)::int AS documents
         FROM cw_submissions GROUP BY status`,
    );
    const by = new Map(rows.map((r) => [r.status, r]));
    for (const state of Object.values(UPDATE_TO_CW)) expect(by.get(state)?.n ?? 0, `state ${state}`).toBeGreaterThan(0);
    expect(by.get(UPDATE_TO_CW.error)?.reasons).toBe(by.get(UPDATE_TO_CW.error)?.n);
    expect(by.get(UPDATE_TO_CW.success)?.documents).toBe(by.get(UPDATE_TO_CW.success)?.n);
    const list = await post(t, '/api/engine/cwSubmission/list', finance, { view: 'chargeSubmint', limit: 50 });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.rows.length).toBeGreaterThan(0);
  });

  it('refuses reverse data in both languages, and sends the other lines when they are chosen', async () => {
    const s = await shipmentWith([{ amount: '1200.00' }, { amount: '-300.00', code: 'DOC' }]);
    const refused = await submit(finance, { shipmentNo: s.no });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Reverse data cannot be submitted to CW: DOC -300.00 CNY');
    const zh = await submit(finance, { shipmentNo: s.no, lang: 'zh_cn' });
    expect(zh.json().message).toContain('冲销数据不能提交至 CW');
    expect(await t.database.query('SELECT 1 FROM cw_submissions WHERE shipment_id = $1', [s.id])).toHaveLength(0);
    // The reversal chosen alone is refused too.
    expect((await submit(finance, { shipmentNo: s.no, lineIds: [s.lineIds[1] as number] })).statusCode).toBe(400);

    const sent = await submit(finance, { shipmentNo: s.no, lineIds: [s.lineIds[0] as number] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.status).toBe(UPDATE_TO_CW.success);
    const row = await submission(sent.json().data.id);
    expect(row.document_xml).toContain('<UniversalShipment xmlns="http://www.cargowise.com/Schemas/Universal/2011/11"');
    expect(row.document_xml).toContain('<SellOSAmount>1200.00</SellOSAmount>');
    expect(row.document_xml).not.toContain('-300.00');
    expect(await shipmentState(s.id)).toBe(UPDATE_TO_CW.success);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/finance/chargeSubmint/document?id=${sent.json().data.id}&lang=en_us`,
      headers: { cookie: `tm_ss=${finance.cookie}`, 'x-sid': finance.sid },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.body).toContain(`<Key>${s.no}</Key>`);
    // A line sent once is not sent again; a success cannot be cancelled.
    expect((await submit(finance, { shipmentNo: s.no, lineIds: [s.lineIds[0] as number] })).statusCode).toBe(400);
    const cancel = await transition(finance, sent.json().data.id, 'cancel');
    expect(cancel.statusCode).toBe(400);
  });

  it('makes an error with its reason when a line has no party; the error is cancelled, or retried once fixed', async () => {
    const s = await shipmentWith([
      { amount: '800.00' },
      { side: 'cost', code: 'OTHC', amount: '650.00', party: false },
    ]);
    const sent = await submit(finance, { shipmentNo: s.no });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.id as number;
    let row = await submission(id);
    expect(row.status).toBe(UPDATE_TO_CW.error);
    expect(row.error_text).toContain(`Line ${s.lineIds[1]} OTHC has no party`);
    expect(row.error_text).toContain('缺少结算对象');
    expect(await shipmentState(s.id)).toBe(UPDATE_TO_CW.error);
    // While in error, its lines are held: a second submission finds nothing to send.
    expect((await submit(finance, { shipmentNo: s.no })).json().message).toContain('no reviewed or locked');

    // The creditor is entered; retrying delivers it.
    await t.database.query('UPDATE charge_lines SET party_company_id = (SELECT min(id) FROM companies) WHERE id = $1', [
      s.lineIds[1],
    ]);
    const retried = await transition(finance, id, 'retry');
    expect(retried.statusCode, retried.body).toBe(200);
    row = await submission(id);
    expect(row.status).toBe(UPDATE_TO_CW.success);
    expect(row.document_xml).toContain('<CostOSAmount>650.00</CostOSAmount>');

    // Another one in error is cancelled: its lines may then be submitted again.
    const other = await shipmentWith([{ side: 'cost', code: 'DTHC', amount: '90.00', party: false }]);
    const failed = (await submit(finance, { shipmentNo: other.no })).json().data.id as number;
    expect((await submission(failed)).status).toBe(UPDATE_TO_CW.error);
    expect((await transition(csr, failed, 'cancel')).statusCode).toBe(403);
    const cancelled = await transition(finance, failed, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await submission(failed)).status).toBe(UPDATE_TO_CW.cancelled);
    expect(await shipmentState(other.id)).toBe(UPDATE_TO_CW.cancelled);
    expect((await transition(finance, failed, 'retry')).statusCode).toBe(400);
    const again = await submit(finance, { shipmentNo: other.no });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('retries a document it could not write, later each time, and makes it an error after the last attempt', async () => {
    const blocked = join(tmpdir(), `cw-blocked-${engine}-${process.pid}`);
    writeFileSync(blocked, 'not a folder');
    const s = await shipmentWith([{ amount: '500.00' }]);
    // Recorded without delivering: the shipment is marked not to update CargoWise, then unmarked.
    await t.database.query('UPDATE shipments SET update_to_cw = $2 WHERE id = $1', [s.id, UPDATE_TO_CW.notUpdate]);
    const kept = await submit(finance, { shipmentNo: s.no });
    expect(kept.json().data.status).toBe(UPDATE_TO_CW.notUpdate);
    expect((await transition(finance, kept.json().data.id, 'cancel')).statusCode).toBe(200);
    await t.database.query('UPDATE shipments SET update_to_cw = NULL WHERE id = $1', [s.id]);
    const id = await idOf(
      t,
      `INSERT INTO cw_submissions (submission_no, shipment_id, branch_id, status, line_count, local_currency, next_attempt_at)
       VALUES ($1, $2, $3, 1, 1, 'CNY', now()) RETURNING id`,
      [`${s.no}-CW9`, s.id, sha],
    );
    await t.database.query('INSERT INTO cw_submission_lines (submission_id, charge_line_id) VALUES ($1, $2)', [
      id,
      s.lineIds[0],
    ]);
    const target = { kind: 'directory' as const, dir: join(blocked, 'inbox') };
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect((await deliverSubmissions(t.app, { ids: [id], target })).get(id)).toBe(UPDATE_TO_CW.updating);
      const row = await submission(id);
      expect(row.attempts).toBe(attempt);
      expect(row.next_attempt_at?.getTime() ?? 0).toBeGreaterThan(Date.now());
      // Not due yet: nothing happens until the time comes.
      expect((await deliverSubmissions(t.app, { ids: [id], target })).size).toBe(0);
      await t.database.query("UPDATE cw_submissions SET next_attempt_at = now() - interval '1 second' WHERE id = $1", [
        id,
      ]);
    }
    expect((await deliverSubmissions(t.app, { ids: [id], target })).get(id)).toBe(UPDATE_TO_CW.error);
    const row = await submission(id);
    expect(row.status).toBe(UPDATE_TO_CW.error);
    expect(row.error_text).toContain(`could not be written after ${MAX_ATTEMPTS} attempts`);
    // Written to a folder that works, the retry succeeds and the file is there.
    const inbox = join(tmpdir(), `cw-inbox-${engine}-${process.pid}`);
    await t.database.query(
      'UPDATE cw_submissions SET status = 1, next_attempt_at = now(), error_text = NULL WHERE id = $1',
      [id],
    );
    expect((await deliverSubmissions(t.app, { ids: [id], target: { kind: 'directory', dir: inbox } })).get(id)).toBe(
      UPDATE_TO_CW.success,
    );
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(join(inbox, `${s.no}-CW9.xml`), 'utf8')).toContain('<SellOSAmount>500.00</SellOSAmount>');
  });

  it('lets only the billing desk submit, within its branches; customers are refused', async () => {
    const s = await shipmentWith([{ amount: '100.00' }]);
    expect((await submit(csr, { shipmentNo: s.no })).statusCode).toBe(403);
    expect((await submit(customer, { shipmentNo: s.no })).statusCode).toBe(403);
    const list = await post(t, '/api/engine/cwSubmission/list', customer, { view: 'chargeSubmint' });
    expect(list.statusCode).toBe(403);
    const outside = (
      await t.database.query<{ shipment_no: string }>(
        `SELECT s.shipment_no FROM shipments s
          WHERE s.branch_id NOT IN (SELECT us.branch_id FROM user_branch_scopes us JOIN users u ON u.id = us.user_id
                                     WHERE u.user_name = 'finance')
          ORDER BY s.id LIMIT 1`,
      )
    )[0];
    if (!outside) throw new Error('no shipment outside the finance user’s branches');
    expect((await submit(finance, { shipmentNo: outside.shipment_no })).statusCode).toBe(404);
    const foreign = await idOf(
      t,
      `SELECT w.id FROM cw_submissions w WHERE w.branch_id NOT IN (SELECT us.branch_id FROM user_branch_scopes us
         JOIN users u ON u.id = us.user_id WHERE u.user_name = 'finance')
       UNION ALL SELECT 0 ORDER BY 1 DESC LIMIT 1`,
    );
    if (foreign > 0) expect((await transition(finance, foreign, 'cancel')).statusCode).toBe(404);
  });
});
