import { EVENT_CODES } from '@tidemark/domain';
import {
  BOOKING_CONFIRMED_EVENT,
  type BookingCheck,
  type BookingContainerType,
  checklistLabelKey,
  ISO_SIZE_TYPE,
  isAbsentMarker,
  missingItems,
  TYPICAL_TARE_KG,
} from '@tidemark/domain/ops/bookings/index';
import type { Row } from '../../../db/database';
import type { TxQuery } from '../../../engine/transaction';
import { AppError } from '../../../http/errors';

type ContainerLine = { isoType: string; containerNo: string | null; sealNo: string | null; grossKg: string | null };
type LegLine = {
  seq: number;
  mode: 'truck' | 'vessel' | 'air' | 'rail';
  fromCode: string;
  toCode: string;
  plannedStart: Date | string | null;
  plannedEnd: Date | string | null;
};

/** What the checklist reads of a booking as the engine loaded it, with its containers and packing lines. */
export const checkOf = async (
  query: TxQuery,
  booking: Row,
): Promise<BookingCheck & { containerLines: ContainerLine[] }> => {
  const id = Number(booking.id);
  const containers = await query<ContainerLine>(
    `SELECT iso_type AS "isoType", container_no AS "containerNo", seal_no AS "sealNo", gross_kg::text AS "grossKg"
       FROM booking_containers WHERE booking_id = $1 ORDER BY id`,
    [id],
  );
  const packing = await query<{ n: number }>('SELECT count(*)::int AS n FROM booking_packing WHERE booking_id = $1', [
    id,
  ]);
  return {
    ...(booking as unknown as BookingCheck),
    containers,
    containerLines: containers,
    packingLines: packing[0]?.n ?? 0,
  };
};

/**
 * The checklist, enforced: a 400 naming every missing item on its field (the first item of a field
 * on the field itself, further ones under their own key), in the user's language.
 */
export const assertComplete = (check: BookingCheck): void => {
  const missing = missingItems(check);
  if (missing.length === 0) return;
  const fields: Record<string, string> = {};
  for (const item of missing) fields[fields[item.field] ? item.key : item.field] = checklistLabelKey(item.key);
  throw new AppError(400, 'ops.bookings.errors.incomplete', { count: missing.length }, fields);
};

/**
 * The legs of the shipment: the booking's routing when it has one (trucking before the main
 * carriage is the first mile, after it the last mile), else its main carriage port to port.
 */
const shipmentLegs = (booking: Row, legs: readonly LegLine[]) => {
  const air = booking.mode === 'AIR';
  if (legs.length === 0) {
    return [
      {
        leg: 'in_transit',
        mode: air ? 'air' : 'vessel',
        fromKind: 'port',
        fromCode: String(booking.originPort),
        toKind: 'port',
        toCode: String(booking.destinationPort),
        plannedStart: booking.etd,
        plannedEnd: booking.eta,
      },
    ];
  }
  const main = legs.findIndex((l) => l.mode !== 'truck');
  return legs.map((l, i) => {
    const before = main === -1 || i < main;
    const after = main !== -1 && i > main && l.mode === 'truck';
    const truck = l.mode === 'truck';
    return {
      leg: truck && before ? 'first_mile' : after ? 'last_mile' : 'in_transit',
      mode: l.mode,
      fromKind: truck && before && i === 0 ? 'door' : 'port',
      fromCode: l.fromCode,
      toKind: truck && after && i === legs.length - 1 ? 'door' : 'port',
      toCode: l.toCode,
      plannedStart: l.plannedStart,
      plannedEnd: l.plannedEnd,
    };
  });
};

const confirmedEvent = EVENT_CODES[BOOKING_CONFIRMED_EVENT as keyof typeof EVENT_CODES];

/**
 * Confirms a booking inside the transition's transaction: the checklist must hold; then the
 * shipment (its number, house bill or HAWB, mode, ports, carrier, conveyance, dates, customer,
 * branch and cargo), its legs, its numbered containers and its first tracking event are written to
 * the shipments core, and the booking points at it. Tracking reads those tables, so the shipment is
 * found by its numbers at once. Answers the shipment's number.
 */
export const confirmBooking = async (
  query: TxQuery,
  booking: Row,
): Promise<{ shipmentId: number; shipmentNo: string }> => {
  const check = await checkOf(query, booking);
  assertComplete(check);
  const id = Number(booking.id);
  const [shipment] = await query<{ id: number; shipmentNo: string }>(
    `INSERT INTO shipments (shipment_no, house_bill, master_bill, booking_no, mode, packing_mode, origin_port,
                            destination_port, carrier_code, vessel, voyage, flight_no, etd, eta, status, job_status,
                            company_id, branch_id, packages, package_type, gross_weight_kg, volume_cbm,
                            goods_description, hs_code, marks, incoterm)
     SELECT 'S9' || lpad(n::text, 8, '0'),
            'TDM' || CASE WHEN b.mode = 'AIR' THEN 'A' ELSE 'O' END || 'B' || lpad(n::text, 7, '0'),
            b.mawb, b.booking_no, b.load_type, CASE WHEN b.load_type IN ('FCL', 'LCL') THEN b.load_type END,
            b.origin_port, b.destination_port, b.carrier_code, b.vessel, b.voyage, b.flight_no, b.etd, b.eta,
            $2, 'WRK', b.company_id, b.branch_id, b.packages, b.package_type, b.gross_weight_kg, b.volume_cbm,
            b.goods_description, b.hs_code, b.marks, b.incoterm
       FROM bookings b, nextval('booking_shipment_seq') AS n
      WHERE b.id = $1
     RETURNING id, shipment_no AS "shipmentNo"`,
    [id, confirmedEvent.status],
  );
  if (!shipment) throw new Error(`booking ${id} was not found while confirming it`);
  const legs = await query<LegLine>(
    `SELECT seq, mode, from_code AS "fromCode", to_code AS "toCode", planned_start AS "plannedStart",
            planned_end AS "plannedEnd"
       FROM booking_legs WHERE booking_id = $1 ORDER BY seq`,
    [id],
  );
  for (const [i, leg] of shipmentLegs(booking, legs).entries()) {
    await query(
      `INSERT INTO shipment_legs (shipment_id, seq, leg, mode, from_kind, from_code, to_kind, to_code, planned_start,
                                  planned_end)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        shipment.id,
        i + 1,
        leg.leg,
        leg.mode,
        leg.fromKind,
        leg.fromCode,
        leg.toKind,
        leg.toCode,
        leg.plannedStart,
        leg.plannedEnd,
      ],
    );
  }
  for (const c of check.containerLines) {
    if (!c.containerNo) continue;
    await query(
      `INSERT INTO containers (shipment_id, container_no, iso_type, seal_no, tare_kg, gross_kg)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        shipment.id,
        c.containerNo,
        ISO_SIZE_TYPE[c.isoType as BookingContainerType] ?? c.isoType,
        c.sealNo && !isAbsentMarker(c.sealNo) ? c.sealNo : null,
        TYPICAL_TARE_KG[c.isoType as BookingContainerType] ?? 2230,
        c.grossKg,
      ],
    );
  }
  await query(
    `INSERT INTO tracking_events (shipment_id, code, status, leg, location, occurred_at, source)
     VALUES ($1, $2, $3, $4, $5, now(), 'MANUAL')`,
    [shipment.id, BOOKING_CONFIRMED_EVENT, confirmedEvent.status, confirmedEvent.leg, booking.originPort],
  );
  await query('UPDATE bookings SET shipment_id = $1 WHERE id = $2', [shipment.id, id]);
  return { shipmentId: shipment.id, shipmentNo: shipment.shipmentNo };
};
