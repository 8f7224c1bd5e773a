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

/** A booking's lines as one statement reads them: its containers, how many packing lines, its legs. */
type Lines = { containers: ContainerLine[]; packingLines: number; legs: LegLine[] };

/**
 * What the checklist reads of a booking as the engine loaded it, with its containers and packing
 * lines, and the routing legs its shipment takes: one round trip.
 */
export const checkOf = async (
  query: TxQuery,
  booking: Row,
): Promise<BookingCheck & { containerLines: ContainerLine[]; legs: LegLine[] }> => {
  const [lines] = await query<Lines>(
    `SELECT coalesce((SELECT json_agg(json_build_object('isoType', iso_type, 'containerNo', container_no,
                                                        'sealNo', seal_no, 'grossKg', gross_kg::text) ORDER BY id)
                        FROM booking_containers WHERE booking_id = $1), '[]') AS containers,
            (SELECT count(*)::int FROM booking_packing WHERE booking_id = $1) AS "packingLines",
            coalesce((SELECT json_agg(json_build_object('seq', seq, 'mode', mode, 'fromCode', from_code,
                                                        'toCode', to_code, 'plannedStart', planned_start,
                                                        'plannedEnd', planned_end) ORDER BY seq)
                        FROM booking_legs WHERE booking_id = $1), '[]') AS legs`,
    [Number(booking.id)],
  );
  const containers = lines?.containers ?? [];
  return {
    ...(booking as unknown as BookingCheck),
    containers,
    containerLines: containers,
    packingLines: lines?.packingLines ?? 0,
    legs: lines?.legs ?? [],
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
 * the shipments core, and the booking and its shipment point at each other. Tracking reads those
 * tables, so the shipment is found by its numbers at once. Two statements whatever the booking
 * holds: its lines are read in one, everything is written in the other (its triggers, the tracking
 * nodes and the foreign keys, run once it has written it all). Answers the shipment's number.
 */
export const confirmBooking = async (
  query: TxQuery,
  booking: Row,
): Promise<{ shipmentId: number; shipmentNo: string }> => {
  const check = await checkOf(query, booking);
  assertComplete(check);
  const id = Number(booking.id);
  const legs = shipmentLegs(booking, check.legs).map((leg, i) => ({
    seq: i + 1,
    leg: leg.leg,
    mode: leg.mode,
    from_kind: leg.fromKind,
    from_code: leg.fromCode,
    to_kind: leg.toKind,
    to_code: leg.toCode,
    planned_start: leg.plannedStart,
    planned_end: leg.plannedEnd,
  }));
  const containers = check.containerLines
    .filter((c) => c.containerNo)
    .map((c) => ({
      container_no: c.containerNo,
      iso_type: ISO_SIZE_TYPE[c.isoType as BookingContainerType] ?? c.isoType,
      seal_no: c.sealNo && !isAbsentMarker(c.sealNo) ? c.sealNo : null,
      tare_kg: TYPICAL_TARE_KG[c.isoType as BookingContainerType] ?? 2230,
      gross_kg: c.grossKg,
    }));
  const [shipment] = await query<{ id: number; shipmentNo: string }>(
    `WITH s AS (
       INSERT INTO shipments (shipment_no, house_bill, master_bill, booking_no, mode, packing_mode, origin_port,
                              destination_port, carrier_code, vessel, voyage, flight_no, etd, eta, status, job_status,
                              company_id, branch_id, packages, package_type, gross_weight_kg, volume_cbm,
                              goods_description, hs_code, marks, incoterm, booking_id)
       SELECT 'S9' || lpad(n::text, 8, '0'),
              'TDM' || CASE WHEN b.mode = 'AIR' THEN 'A' ELSE 'O' END || 'B' || lpad(n::text, 7, '0'),
              b.mawb, b.booking_no, b.load_type, CASE WHEN b.load_type IN ('FCL', 'LCL') THEN b.load_type END,
              b.origin_port, b.destination_port, b.carrier_code, b.vessel, b.voyage, b.flight_no, b.etd, b.eta,
              $2, 'WRK', b.company_id, b.branch_id, b.packages, b.package_type, b.gross_weight_kg, b.volume_cbm,
              b.goods_description, b.hs_code, b.marks, b.incoterm, b.id
         FROM bookings b, nextval('booking_shipment_seq') AS n
        WHERE b.id = $1
       RETURNING id, shipment_no, origin_port
     ), legs AS (
       INSERT INTO shipment_legs (shipment_id, seq, leg, mode, from_kind, from_code, to_kind, to_code, planned_start,
                                  planned_end)
       SELECT s.id, l.seq, l.leg, l.mode, l.from_kind, l.from_code, l.to_kind, l.to_code, l.planned_start, l.planned_end
         FROM s, jsonb_to_recordset($3::jsonb) AS l(seq smallint, leg text, mode text, from_kind text, from_code text,
                                                   to_kind text, to_code text, planned_start timestamptz,
                                                   planned_end timestamptz)
     ), boxes AS (
       INSERT INTO containers (shipment_id, container_no, iso_type, seal_no, tare_kg, gross_kg)
       SELECT s.id, c.container_no, c.iso_type, c.seal_no, c.tare_kg, c.gross_kg
         FROM s, jsonb_to_recordset($4::jsonb) AS c(container_no text, iso_type text, seal_no text, tare_kg integer,
                                                   gross_kg numeric)
     ), event AS (
       INSERT INTO tracking_events (shipment_id, code, status, leg, location, occurred_at, source)
       SELECT s.id, $5, $2, $6, s.origin_port, now(), 'MANUAL' FROM s
     ), pointed AS (
       UPDATE bookings SET shipment_id = s.id FROM s WHERE bookings.id = $1
     )
     SELECT id, shipment_no AS "shipmentNo" FROM s`,
    [
      id,
      confirmedEvent.status,
      JSON.stringify(legs),
      JSON.stringify(containers),
      BOOKING_CONFIRMED_EVENT,
      confirmedEvent.leg,
    ],
  );
  if (!shipment) throw new Error(`booking ${id} was not found while confirming it`);
  return { shipmentId: shipment.id, shipmentNo: shipment.shipmentNo };
};
