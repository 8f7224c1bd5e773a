import { type EventCode, type Language, type Leg, type TrackingStatus, translate } from '@tidemark/domain';
import { findPort } from '@tidemark/domain/reference/ports';
import { etaMail } from '@tidemark/domain/tracking/eta/mail';
import { etaDeltaHours, etaRuleFires, splitRecipients } from '@tidemark/domain/tracking/eta/rules';
import type { FastifyInstance } from 'fastify';
import { sendMail } from '../../comms';

/**
 * The one way a new tracking event enters the database outside the demo seed: it records the
 * event once (an identical event is not stored twice), moves the shipment's status when the event
 * is its latest, applies a new ETA, and lets the customer's ETA rules notify their recipients.
 */
export type NewEvent = {
  shipmentId: number;
  containerId: number | null;
  containerNo: string | null;
  code: EventCode;
  status: TrackingStatus;
  leg: Leg;
  location: string;
  occurredAt: Date;
  timeZone: string | null;
  source: string;
  /** A new estimated arrival that came with the event. */
  eta?: Date | null;
};

export type RecordedEvent = { eventId: number; duplicate: boolean; etaChanged: boolean; notifications: number };

type ShipmentForMail = {
  shipment_no: string;
  origin_port: string;
  destination_port: string;
  company_id: number;
  company_name: string;
};

type Rule = { id: number; threshold_hours: number; recipients: string; language: Language };

const formatAt = (at: Date, port: string): string => {
  const zone = findPort(port, 'sea')?.timeZone ?? findPort(port, 'air')?.timeZone ?? 'UTC';
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return `${text} (${zone})`;
};

/** Records one notification per firing rule and mails it; the unique key keeps it to once per change. */
const notifyEtaChange = async (
  app: FastifyInstance,
  event: NewEvent & { eventId: number },
  oldEta: Date,
  newEta: Date,
): Promise<number> => {
  const shipment = (
    await app.database.query<ShipmentForMail>(
      `SELECT s.shipment_no, s.origin_port, s.destination_port, s.company_id, c.name AS company_name
         FROM shipments s JOIN companies c ON c.id = s.company_id WHERE s.id = $1`,
      [event.shipmentId],
    )
  )[0];
  if (!shipment) return 0;
  const rules = await app.database.query<Rule>(
    'SELECT id, threshold_hours, recipients, language FROM eta_rules WHERE company_id = $1 AND active ORDER BY id',
    [shipment.company_id],
  );
  const delta = etaDeltaHours(oldEta, newEta);
  let sent = 0;
  for (const rule of rules) {
    if (!etaRuleFires(rule.threshold_hours, oldEta, newEta)) continue;
    const inserted = await app.database.query<{ id: number }>(
      `INSERT INTO eta_notifications
         (rule_id, shipment_id, event_id, event_code, container_no, old_eta, new_eta, delta_hours, threshold_hours, recipients)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (rule_id, shipment_id, old_eta, new_eta) DO NOTHING
       RETURNING id`,
      [
        rule.id,
        event.shipmentId,
        event.eventId,
        event.code,
        event.containerNo,
        oldEta,
        newEta,
        delta,
        rule.threshold_hours,
        rule.recipients,
      ],
    );
    const notification = inserted[0];
    if (!notification) continue;
    const { subject, text } = etaMail((key, params) => translate(rule.language, key, params), {
      shipmentNo: shipment.shipment_no,
      origin: shipment.origin_port,
      destination: shipment.destination_port,
      deltaHours: delta,
      oldEta: formatAt(oldEta, shipment.destination_port),
      newEta: formatAt(newEta, shipment.destination_port),
      containerNo: event.containerNo,
      company: shipment.company_name,
    });
    for (const to of splitRecipients(rule.recipients)) {
      await sendMail(app, { to, subject, text, purpose: 'eta_notification' });
    }
    await app.database.query('UPDATE eta_notifications SET mailed_at = now() WHERE id = $1', [notification.id]);
    sent++;
  }
  return sent;
};

export const recordEvent = async (app: FastifyInstance, event: NewEvent): Promise<RecordedEvent> => {
  const db = app.database;
  const existing = await db.query<{ id: number }>(
    `SELECT id FROM tracking_events
      WHERE shipment_id = $1 AND container_id IS NOT DISTINCT FROM $2 AND code = $3 AND location = $4 AND occurred_at = $5
      LIMIT 1`,
    [event.shipmentId, event.containerId, event.code, event.location, event.occurredAt],
  );
  let eventId = existing[0]?.id;
  const duplicate = eventId !== undefined;
  if (eventId === undefined) {
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO tracking_events (shipment_id, container_id, code, status, leg, location, occurred_at, time_zone, source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        event.shipmentId,
        event.containerId,
        event.code,
        event.status,
        event.leg,
        event.location,
        event.occurredAt,
        event.timeZone,
        event.source,
      ],
    );
    eventId = inserted[0]?.id as number;
    // The shipment shows the status of its latest event; an older event filled in later does not move it.
    await db.query(
      `UPDATE shipments SET status = $2, updated_at = now(), version = version + 1
        WHERE id = $1 AND status <> $2
          AND NOT EXISTS (SELECT 1 FROM tracking_events WHERE shipment_id = $1 AND occurred_at > $3)`,
      [event.shipmentId, event.status, event.occurredAt],
    );
  }
  let etaChanged = false;
  let notifications = 0;
  if (event.eta) {
    const moved = await db.query<{ old_eta: Date }>(
      `UPDATE shipments s SET eta = $2, updated_at = now(), version = s.version + 1
         FROM (SELECT id, eta AS old_eta FROM shipments WHERE id = $1) o
        WHERE s.id = o.id AND s.eta <> $2
        RETURNING o.old_eta`,
      [event.shipmentId, event.eta],
    );
    const oldEta = moved[0]?.old_eta;
    if (oldEta) {
      etaChanged = true;
      notifications = await notifyEtaChange(app, { ...event, eventId }, new Date(oldEta), event.eta);
    }
  }
  return { eventId, duplicate, etaChanged, notifications };
};
