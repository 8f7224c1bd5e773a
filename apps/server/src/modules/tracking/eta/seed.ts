import { etaDeltaHours, etaRuleFires } from '@tidemark/domain/tracking/eta/rules';
import type { Database } from '../../../db/database';
import { DEMO_NUMBERS } from '../../shipments';

/**
 * Demo ETA alerts: the customers with the most ETA changes (and the one behind the README's
 * Shanghai → Los Angeles shipment) asked to hear of a move of more than a day, one of them also
 * has its China office told in Chinese of moves of three days, one paused its rule; and the
 * notifications those rules would have sent for the ETA changes the demo shipments announced.
 */

type Company = { id: number; emails: string[] };

type Change = {
  shipment_id: number;
  company_id: number;
  old_value: string;
  new_value: string;
  changed_at: Date;
  event_id: number | null;
  event_code: string | null;
  container_no: string | null;
};

type Rule = { id: number; company_id: number; threshold_hours: number; recipients: string; active: boolean };

const DAY = 24 * 3600_000;

/** The companies to alert: the README shipment's first, then those whose shipments moved most. */
const alertedCompanies = (database: Database) =>
  database.query<Company>(
    `WITH moved AS (
       SELECT s.company_id, count(*) AS n, bool_or(s.house_bill = $1) AS readme
         FROM shipment_history h JOIN shipments s ON s.id = h.shipment_id
        WHERE h.field = 'eta'
        GROUP BY s.company_id)
     SELECT m.company_id AS id,
            coalesce((SELECT array_agg(x.email ORDER BY x.is_primary DESC, x.id)
                        FROM (SELECT * FROM contacts ct WHERE ct.company_id = m.company_id
                               ORDER BY ct.is_primary DESC, ct.id LIMIT 2) x), '{}') AS emails
       FROM moved m
      ORDER BY m.readme DESC, m.n DESC, m.company_id
      LIMIT 5`,
    [DEMO_NUMBERS.houseBill],
  );

export const seedEtaAlerts = async (database: Database, asOf: Date): Promise<void> => {
  if (((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM eta_rules'))[0]?.n ?? 0) > 0) return;
  const companies = (await alertedCompanies(database)).filter((c) => c.emails.length > 0);
  const since = new Date(asOf.getTime() - 120 * DAY);
  const rules: Rule[] = [];
  const addRule = async (
    company: Company,
    threshold: number,
    recipients: string[],
    language: string,
    active = true,
  ) => {
    const rows = await database.query<{ id: number }>(
      `INSERT INTO eta_rules (company_id, threshold_hours, recipients, language, active, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
      [company.id, threshold, recipients.join(','), language, active, since],
    );
    rules.push({
      id: rows[0]?.id as number,
      company_id: company.id,
      threshold_hours: threshold,
      recipients: recipients.join(','),
      active,
    });
  };
  for (const [i, company] of companies.entries()) {
    await addRule(company, i === 2 ? 12 : 24, company.emails, 'en_us', i !== 4);
    if (i === 1) await addRule(company, 72, company.emails.slice(-1), 'zh_cn');
  }
  if (rules.length === 0) return;

  // Every ETA the carriers announced for those companies' shipments, with the event it came after.
  const changes = await database.query<Change>(
    `SELECT h.shipment_id, s.company_id, h.old_value, h.new_value, h.changed_at,
            e.id AS event_id, e.code AS event_code, c.container_no
       FROM shipment_history h
       JOIN shipments s ON s.id = h.shipment_id
       LEFT JOIN LATERAL (
         SELECT ev.id, ev.code, ev.container_id FROM tracking_events ev
          WHERE ev.shipment_id = h.shipment_id AND ev.occurred_at <= h.changed_at
          ORDER BY ev.occurred_at DESC, ev.id DESC LIMIT 1) e ON true
       LEFT JOIN containers c ON c.id = e.container_id
      WHERE h.field = 'eta' AND s.company_id = ANY($1::int[]) AND h.old_value IS NOT NULL AND h.new_value IS NOT NULL
        AND h.changed_at >= $2
      ORDER BY h.changed_at, h.shipment_id`,
    [rules.map((r) => r.company_id), since],
  );
  for (const change of changes) {
    const oldEta = new Date(change.old_value);
    const newEta = new Date(change.new_value);
    if (Number.isNaN(oldEta.getTime()) || Number.isNaN(newEta.getTime())) continue;
    for (const rule of rules) {
      if (!rule.active || rule.company_id !== change.company_id) continue;
      if (!etaRuleFires(rule.threshold_hours, oldEta, newEta)) continue;
      const created = new Date(new Date(change.changed_at).getTime() + 2 * 60_000);
      await database.query(
        `INSERT INTO eta_notifications
           (rule_id, shipment_id, event_id, event_code, container_no, old_eta, new_eta, delta_hours, threshold_hours,
            recipients, mailed_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (rule_id, shipment_id, old_eta, new_eta) DO NOTHING`,
        [
          rule.id,
          change.shipment_id,
          change.event_id,
          change.event_code,
          change.container_no,
          oldEta,
          newEta,
          etaDeltaHours(oldEta, newEta),
          rule.threshold_hours,
          rule.recipients,
          new Date(created.getTime() + 40_000),
          created,
        ],
      );
    }
  }
  await database.exec('ANALYZE eta_rules; ANALYZE eta_notifications');
};
