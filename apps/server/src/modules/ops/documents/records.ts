import { airlineByIata, airportByCode, type Language, oceanCarrierByScac, seaportByCode } from '@tidemark/domain';
import type {
  BookingRecord,
  HouseBillRecord,
  IssuerRecord,
  ManifestRecord,
  TransportKind,
} from '@tidemark/domain/ops/documents/documents';
import type { Database } from '../../../db/database';
import { rowScope } from '../../../engine/scope';
import { params } from '../../../engine/sql';
import type { Auth } from '../../../http/auth';

/** A shipment as its documents print it, read in the caller's row scope. */
type ShipmentDocRow = {
  id: number;
  shipmentNo: string;
  houseBill: string | null;
  masterBill: string | null;
  bookingNo: string | null;
  mode: string;
  originPort: string;
  destinationPort: string;
  carrierCode: string;
  vessel: string | null;
  voyage: string | null;
  flightNo: string | null;
  etd: Date | string;
  atd: Date | string | null;
  packages: number;
  packageType: string;
  grossWeightKg: string;
  volumeCbm: string;
  goodsDescription: string;
  hsCode: string | null;
  marks: string;
  incoterm: string | null;
  branchName: string;
  branchNameZh: string;
  branchCountry: string;
  branchTimeZone: string | null;
  shipperName: string | null;
  shipperAddress: string | null;
  consigneeName: string | null;
  consigneeAddress: string | null;
  notifyName: string | null;
  notifyAddress: string | null;
};

const SELECT_SHIPMENT = `
  SELECT s.id, s.shipment_no AS "shipmentNo", s.house_bill AS "houseBill", s.master_bill AS "masterBill",
         s.booking_no AS "bookingNo", s.mode, s.origin_port AS "originPort", s.destination_port AS "destinationPort",
         s.carrier_code AS "carrierCode", s.vessel, s.voyage, s.flight_no AS "flightNo", s.etd, s.atd,
         s.packages, s.package_type AS "packageType", s.gross_weight_kg::text AS "grossWeightKg",
         s.volume_cbm::text AS "volumeCbm", s.goods_description AS "goodsDescription", s.hs_code AS "hsCode",
         s.marks, s.incoterm,
         b.name AS "branchName", b.name_zh AS "branchNameZh", b.country AS "branchCountry",
         b.time_zone AS "branchTimeZone",
         p.shipper_name AS "shipperName", p.shipper_address AS "shipperAddress",
         p.consignee_name AS "consigneeName", p.consignee_address AS "consigneeAddress",
         p.notify_name AS "notifyName", p.notify_address AS "notifyAddress"
    FROM shipments s
    JOIN branches b ON b.id = s.branch_id
    LEFT JOIN bill_parties p ON p.shipment_id = s.id`;

const transportOf = (mode: string): TransportKind => (mode === 'AIR' ? 'air' : 'sea');

/** A port as documents print it: its name in the language and its UN/LOCODE. */
const portText = (code: string, transport: TransportKind, lang: Language): string => {
  const port =
    (transport === 'air' ? airportByCode.get(code) : seaportByCode.get(code)) ??
    seaportByCode.get(code) ??
    airportByCode.get(code);
  if (!port) return code;
  return `${lang === 'zh_cn' ? port.nameZh : port.name} (${code})`;
};

const carrierText = (code: string, transport: TransportKind, lang: Language): string => {
  const carrier = transport === 'air' ? airlineByIata.get(code) : oceanCarrierByScac.get(code);
  if (!carrier) return code;
  return lang === 'zh_cn' ? carrier.nameZh : carrier.name;
};

/** A day as YYYY-MM-DD on the clock of `timeZone`. */
const dayIn = (value: Date | string, timeZone: string | null): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(value))
    .slice(0, 10);

const issuerOf = (row: ShipmentDocRow, brandName: string, lang: Language): IssuerRecord => ({
  name: brandName,
  office: `${lang === 'zh_cn' ? row.branchNameZh : row.branchName}, ${row.branchCountry}`,
});

/** Why a document cannot be made of a shipment the caller may see. */
export type Missing = 'notFound' | 'noHouseBill' | 'noParties';

/** One shipment by its number, if the caller's row scope holds it (staff: branches, customer: company). */
const findShipment = async (database: Database, auth: Auth, shipmentNo: string): Promise<ShipmentDocRow | null> => {
  const p = params();
  const visible = rowScope(auth, { branch: 's.branch_id', company: 's.company_id' })?.(p.add) ?? 'TRUE';
  const rows = await database.query<ShipmentDocRow>(
    `${SELECT_SHIPMENT} WHERE s.shipment_no = ${p.add(shipmentNo)} AND ${visible}`,
    p.values,
  );
  return rows[0] ?? null;
};

/** The house bill (or air waybill) of a shipment, or why there is none to print. */
export const loadHouseBill = async (
  database: Database,
  auth: Auth,
  shipmentNo: string,
  brandName: string,
  lang: Language,
): Promise<HouseBillRecord | Missing> => {
  const row = await findShipment(database, auth, shipmentNo);
  if (!row) return 'notFound';
  if (!row.houseBill) return 'noHouseBill';
  if (!row.shipperName || !row.consigneeName) return 'noParties';
  const transport = transportOf(row.mode);
  const containers = await database.query<{ containerNo: string; isoType: string; sealNo: string | null }>(
    `SELECT container_no AS "containerNo", iso_type AS "isoType", seal_no AS "sealNo"
       FROM containers WHERE shipment_id = $1 ORDER BY id`,
    [row.id],
  );
  const place = lang === 'zh_cn' ? row.branchNameZh : row.branchName;
  return {
    transport,
    billNo: row.houseBill,
    shipmentNo: row.shipmentNo,
    bookingNo: row.bookingNo,
    masterBill: row.masterBill,
    shipper: { name: row.shipperName, address: row.shipperAddress ?? '' },
    consignee: { name: row.consigneeName, address: row.consigneeAddress ?? '' },
    notify: row.notifyName ? { name: row.notifyName, address: row.notifyAddress ?? '' } : null,
    carrier: carrierText(row.carrierCode, transport, lang),
    vessel: row.vessel,
    voyage: row.voyage,
    flightNo: row.flightNo,
    portOfLoading: portText(row.originPort, transport, lang),
    portOfDischarge: portText(row.destinationPort, transport, lang),
    marks: row.marks,
    packages: row.packages,
    packageType: row.packageType,
    goods: row.goodsDescription,
    hsCode: row.hsCode,
    grossWeightKg: row.grossWeightKg,
    volumeCbm: row.volumeCbm,
    containers: transport === 'air' ? [] : containers,
    incoterm: row.incoterm,
    placeOfIssue: place,
    // A house bill is dated the day the goods left (shipped on board); before that it is a draft.
    dateOfIssue: row.atd === null ? null : dayIn(row.atd, row.branchTimeZone),
    issuer: issuerOf(row, brandName, lang),
  };
};

/** At most this many houses on one manifest: a console holds tens, never thousands. */
export const MANIFEST_MAX_HOUSES = 500;

/**
 * The manifest of a master bill: its houses the caller's branches hold, oldest house first. Staff
 * only: a manifest names every house's parties, which no single customer may read.
 */
export const loadManifest = async (
  database: Database,
  auth: Auth,
  masterBill: string,
  brandName: string,
  lang: Language,
): Promise<ManifestRecord | Missing> => {
  if (auth.kind !== 'staff') return 'notFound';
  const p = params();
  const visible = rowScope(auth, { branch: 's.branch_id', company: 's.company_id' })?.(p.add) ?? 'TRUE';
  const rows = await database.query<ShipmentDocRow>(
    `${SELECT_SHIPMENT} WHERE s.master_bill = ${p.add(masterBill)} AND ${visible}
      ORDER BY s.id LIMIT ${p.add(MANIFEST_MAX_HOUSES)}`,
    p.values,
  );
  const first = rows[0];
  if (!first) return 'notFound';
  const ids = rows.map((r) => r.id);
  const q = params();
  const containers = await database.query<{ shipmentId: number; containerNo: string }>(
    `SELECT shipment_id AS "shipmentId", container_no AS "containerNo" FROM containers
      WHERE shipment_id IN (${ids.map((id) => q.add(id)).join(', ')}) ORDER BY id`,
    q.values,
  );
  const byShipment = new Map<number, string[]>();
  for (const c of containers) byShipment.set(c.shipmentId, [...(byShipment.get(c.shipmentId) ?? []), c.containerNo]);
  const transport = transportOf(first.mode);
  return {
    transport,
    masterBill,
    carrier: carrierText(first.carrierCode, transport, lang),
    vessel: first.vessel,
    voyage: first.voyage,
    flightNo: first.flightNo,
    portOfLoading: portText(first.originPort, transport, lang),
    portOfDischarge: portText(first.destinationPort, transport, lang),
    etd: dayIn(first.etd, first.branchTimeZone),
    issuer: issuerOf(first, brandName, lang),
    houses: rows.map((r) => ({
      billNo: r.houseBill ?? r.shipmentNo,
      shipper: r.shipperName ?? '—',
      consignee: r.consigneeName ?? '—',
      packages: r.packages,
      packageType: r.packageType,
      goods: r.goodsDescription,
      grossWeightKg: r.grossWeightKg,
      volumeCbm: r.volumeCbm,
      containers: transport === 'air' ? [] : (byShipment.get(r.id) ?? []),
    })),
  };
};

/** A local date-time as documents print it ('2026-12-03 18:00') on the clock of `timeZone`. */
const minuteIn = (value: Date | string, timeZone: string | null): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
};

type BookingDocRow = {
  id: number;
  bookingNo: string;
  mode: string;
  status: string;
  confirmedAt: Date | string;
  shipperName: string | null;
  shipperAddress: string | null;
  consigneeName: string | null;
  consigneeAddress: string | null;
  notifyName: string | null;
  notifyAddress: string | null;
  originPort: string | null;
  destinationPort: string | null;
  carrierCode: string | null;
  vessel: string | null;
  voyage: string | null;
  flightNo: string | null;
  etd: Date | string | null;
  eta: Date | string | null;
  packages: number | null;
  packageType: string | null;
  goodsDescription: string | null;
  hsCode: string | null;
  grossWeightKg: string | null;
  volumeCbm: string | null;
  freightTerm: string | null;
  incoterm: string | null;
  serviceType: string | null;
  remarks: string | null;
  branchName: string;
  branchNameZh: string;
  branchCountry: string;
  branchTimeZone: string | null;
};

/**
 * The booking confirmation of a confirmed booking the caller may see (staff: branches, customer:
 * company), or why there is none: a booking not yet confirmed has nothing to confirm.
 */
export const loadBookingConfirmation = async (
  database: Database,
  auth: Auth,
  bookingNo: string,
  brandName: string,
  lang: Language,
): Promise<BookingRecord | Missing | 'notConfirmed'> => {
  const p = params();
  const visible = rowScope(auth, { branch: 'k.branch_id', company: 'k.company_id' })?.(p.add) ?? 'TRUE';
  const rows = await database.query<BookingDocRow>(
    `SELECT k.id, k.booking_no AS "bookingNo", k.mode, k.status, k.updated_at AS "confirmedAt",
            k.shipper_name AS "shipperName", k.shipper_address AS "shipperAddress",
            k.consignee_name AS "consigneeName", k.consignee_address AS "consigneeAddress",
            k.notify_name AS "notifyName", k.notify_address AS "notifyAddress",
            k.origin_port AS "originPort", k.destination_port AS "destinationPort", k.carrier_code AS "carrierCode",
            k.vessel, k.voyage, k.flight_no AS "flightNo", k.etd, k.eta, k.packages, k.package_type AS "packageType",
            k.goods_description AS "goodsDescription", k.hs_code AS "hsCode",
            k.gross_weight_kg::text AS "grossWeightKg", k.volume_cbm::text AS "volumeCbm",
            k.freight_term AS "freightTerm", k.incoterm, k.service_type AS "serviceType", k.remarks,
            b.name AS "branchName", b.name_zh AS "branchNameZh", b.country AS "branchCountry",
            b.time_zone AS "branchTimeZone"
       FROM bookings k JOIN branches b ON b.id = k.branch_id
      WHERE k.booking_no = ${p.add(bookingNo)} AND ${visible}`,
    p.values,
  );
  const row = rows[0];
  if (!row) return 'notFound';
  if (row.status !== 'confirmed') return 'notConfirmed';
  if (!row.shipperName || !row.consigneeName) return 'noParties';
  const transport = transportOf(row.mode === 'AIR' ? 'AIR' : 'SEA');
  const equipment = await database.query<{ isoType: string; count: number }>(
    `SELECT iso_type AS "isoType", count(*)::int AS count FROM booking_containers WHERE booking_id = $1
      GROUP BY iso_type ORDER BY iso_type`,
    [row.id],
  );
  const port = (code: string | null) => (code ? portText(code, transport, lang) : '');
  const zone = row.branchTimeZone;
  return {
    transport,
    bookingNo: row.bookingNo,
    bookedOn: dayIn(row.confirmedAt, zone),
    shipper: { name: row.shipperName, address: row.shipperAddress ?? '' },
    consignee: { name: row.consigneeName, address: row.consigneeAddress ?? '' },
    notify: row.notifyName ? { name: row.notifyName, address: row.notifyAddress ?? '' } : null,
    cargo: {
      packages: row.packages ?? 0,
      packageType: row.packageType ?? '',
      goods: row.goodsDescription ?? '',
      hsCode: row.hsCode,
      grossWeightKg: row.grossWeightKg ?? '0',
      volumeCbm: row.volumeCbm ?? '0',
      equipment: transport === 'air' ? [] : equipment,
    },
    routing: {
      placeOfReceipt: null,
      portOfLoading: port(row.originPort),
      portOfDischarge: port(row.destinationPort),
      placeOfDelivery: null,
      carrier: row.carrierCode ? carrierText(row.carrierCode, transport, lang) : null,
      vessel: row.vessel,
      voyage: row.voyage,
      flightNo: row.flightNo,
      etd: row.etd ? minuteIn(row.etd, zone) : null,
      eta: row.eta ? minuteIn(row.eta, zone) : null,
      cutOff: null,
    },
    terms: {
      incoterm: row.incoterm,
      freight: row.freightTerm === 'prepaid' || row.freightTerm === 'collect' ? row.freightTerm : null,
      serviceType: row.serviceType,
      remarks: row.remarks,
    },
    issuer: issuerOf(row as unknown as ShipmentDocRow, brandName, lang),
  };
};
