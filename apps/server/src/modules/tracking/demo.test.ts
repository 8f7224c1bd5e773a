import { EVENT_SOURCES } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';

/** The demo's uploads and ETA alerts tell one story with the demo shipments they name. */
describe.each(ENGINES)('demo uploads and ETA alerts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });
  const q = <R>(sql: string) => t.database.query<R & Record<string, unknown>>(sql);

  it('has uploads by demo staff, with imported rows and rows with errors in both languages', async () => {
    const uploads = await q<{ user_name: string; kind: string; upload_state: string }>(
      `SELECT us.user_name, us.kind, u.upload_state FROM tracking_uploads u JOIN users us ON us.id = u.user_id`,
    );
    expect(uploads.length).toBeGreaterThanOrEqual(3);
    expect(uploads.every((u) => u.kind === 'staff')).toBe(true);
    expect(uploads.some((u) => u.upload_state === 'error')).toBe(true);
    const rows = await q<{ n: number; failed: number; untranslated: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE import_state = 'not_imported')::int AS failed,
              count(*) FILTER (WHERE import_state = 'not_imported' AND (errors_en IS NULL OR errors_zh IS NULL))::int AS untranslated
         FROM tracking_upload_rows`,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(rows[0]?.failed).toBeGreaterThan(0);
    expect(rows[0]?.untranslated).toBe(0);
  });

  it('counts match the rows, and every imported row is an uploaded event of an existing container', async () => {
    const mismatched = await q(
      `SELECT u.id FROM tracking_uploads u
        WHERE u.total_rows <> (SELECT count(*) FROM tracking_upload_rows r WHERE r.upload_id = u.id)
           OR u.imported_rows <> (SELECT count(*) FROM tracking_upload_rows r WHERE r.upload_id = u.id AND r.import_state = 'imported')`,
    );
    expect(mismatched).toEqual([]);
    const orphans = await q(
      `SELECT r.id FROM tracking_upload_rows r
         LEFT JOIN tracking_events e ON e.id = r.event_id
         LEFT JOIN containers c ON c.id = e.container_id
        WHERE r.import_state = 'imported'
          AND (e.id IS NULL OR e.source <> 'upload' OR c.container_no <> r.container_no OR e.shipment_id <> r.shipment_id
               OR e.occurred_at <> r.occurred_at)`,
    );
    expect(orphans).toEqual([]);
  });

  it('has ETA rules and notifications of real ETA changes that passed their rule', async () => {
    expect((await q('SELECT id FROM eta_rules')).length).toBeGreaterThan(0);
    const notes = await q<{ delta: number; threshold: number; history: number }>(
      `SELECT abs(n.delta_hours)::float AS delta, n.threshold_hours AS threshold,
              (SELECT count(*)::int FROM shipment_history h
                WHERE h.shipment_id = n.shipment_id AND h.field = 'eta'
                  AND h.old_value::timestamptz = n.old_eta AND h.new_value::timestamptz = n.new_eta) AS history
         FROM eta_notifications n JOIN eta_rules r ON r.id = n.rule_id AND r.active`,
    );
    expect(notes.length).toBeGreaterThan(0);
    for (const n of notes) {
      expect(n.delta).toBeGreaterThan(n.threshold);
      expect(n.history).toBe(1);
    }
  });

  it('gives events and history only sources the event_source dictionary labels', async () => {
    const sources = await q<{ source: string }>(
      'SELECT DISTINCT source FROM tracking_events UNION SELECT DISTINCT source FROM shipment_history',
    );
    expect(sources.map((s) => s.source).filter((s) => !(EVENT_SOURCES as readonly string[]).includes(s))).toEqual([]);
  });

  it('has report history requested by demo staff', async () => {
    const reports = await q<{ kind: string }>(
      'SELECT u.kind FROM report_history r JOIN users u ON u.id = r.requested_by',
    );
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((r) => r.kind === 'staff')).toBe(true);
  });
});
