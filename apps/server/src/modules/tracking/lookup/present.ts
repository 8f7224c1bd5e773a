import {
  airlineByIata,
  airportByCode,
  type Language,
  type Leg,
  oceanCarrierByScac,
  type Port,
  seaportByCode,
  translate,
} from '@tidemark/domain';
import { formatterFor, type LocalTime, localTime } from '@tidemark/domain/common/local-time';
import { dictionaryLabelKey } from '@tidemark/domain/engine/dictionaries';
import {
  type HistoryField,
  type HistoryView,
  type LegMode,
  type LegPlaceKind,
  type PlaceView,
  type ShipmentTracking,
  trackingStatusKey,
} from '@tidemark/domain/tracking/lookup';
import type { ShipmentDetailRow } from './queries';

// The local-time logic is shared with the portal, which shows times on the same clocks.
export { formatterFor, localTime };

const maybeLocal = (value: string | Date | null, timeZone: string): LocalTime | null =>
  value === null ? null : localTime(value, timeZone);

/** The port of a UN/LOCODE for the shipment's mode (airports for air freight). */
const portOf = (code: string, air: boolean): Port | undefined =>
  (air ? airportByCode.get(code) : seaportByCode.get(code)) ?? seaportByCode.get(code) ?? airportByCode.get(code);

const placeView = (code: string, air: boolean, lang: Language): PlaceView => {
  const port = portOf(code, air);
  if (!port) return { code, name: code, country: code.slice(0, 2), lat: 0, lon: 0, timeZone: 'UTC' };
  return {
    code,
    name: lang === 'zh_cn' ? port.nameZh : port.name,
    country: port.country,
    lat: port.lat,
    lon: port.lon,
    timeZone: port.timeZone,
  };
};

const carrierName = (code: string, air: boolean, lang: Language): string => {
  const carrier = air ? airlineByIata.get(code) : oceanCarrierByScac.get(code);
  if (!carrier) return code;
  return lang === 'zh_cn' ? carrier.nameZh : carrier.name;
};

/** Keys that are not in the catalog come back as themselves; show the raw code then. */
const label = (lang: Language, key: string, fallback: string): string => {
  const text = translate(lang, key);
  return text === key ? fallback : text;
};

/**
 * The public view of one shipment: overview, events newest first in local time, legs, cargo,
 * containers, history and map points. Built only from fields the public may see: no prices,
 * no parties, no customer.
 */
export const presentShipment = (row: ShipmentDetailRow, lang: Language, now: number): ShipmentTracking => {
  const air = row.mode === 'AIR';
  const origin = placeView(row.originPort, air, lang);
  const destination = placeView(row.destinationPort, air, lang);
  const places = new Map<string, PlaceView>([
    [origin.code, origin],
    [destination.code, destination],
  ]);
  const place = (code: string) => {
    let p = places.get(code);
    if (!p) {
      p = placeView(code, air, lang);
      places.set(code, p);
    }
    return p;
  };
  const events = row.events.map((e) => {
    const p = place(e.location);
    return {
      code: e.code,
      status: e.status,
      statusLabel: translate(lang, trackingStatusKey(e.status)),
      description: label(lang, `site.tracking.events.${e.code}`, e.code),
      leg: e.leg as Leg,
      location: { code: p.code, name: p.name },
      time: localTime(e.at, e.tz ?? p.timeZone),
      source: e.source,
      sourceLabel: label(lang, dictionaryLabelKey('event_source', e.source), e.source),
      containerNo: e.containerNo,
    };
  });
  const legs = row.legs.map((l) => {
    const from = place(l.fromCode);
    const to = place(l.toCode);
    const endpoint = (kind: LegPlaceKind, p: PlaceView) => ({
      kind,
      code: p.code,
      name: translate(lang, `site.tracking.places.${kind}`, { place: p.name }),
    });
    const conveyance =
      l.mode === 'truck'
        ? l.truckPlate
        : l.mode === 'air'
          ? row.flightNo
          : l.mode === 'vessel'
            ? [row.vessel, row.voyage].filter(Boolean).join(' / ') || null
            : null;
    return {
      leg: l.leg as Leg,
      legLabel: translate(lang, `site.tracking.legs.${l.leg}`),
      mode: l.mode as LegMode,
      modeLabel: translate(lang, `site.tracking.legModes.${l.mode}`),
      from: endpoint(l.fromKind as LegPlaceKind, from),
      to: endpoint(l.toKind as LegPlaceKind, to),
      plannedStart: maybeLocal(l.plannedStart, from.timeZone),
      plannedEnd: maybeLocal(l.plannedEnd, to.timeZone),
      actualStart: maybeLocal(l.actualStart, from.timeZone),
      actualEnd: maybeLocal(l.actualEnd, to.timeZone),
      conveyance,
    };
  });
  const history: HistoryView[] = row.history.map((h) => {
    const show = (v: string | null) => {
      if (v === null) return null;
      if (h.field === 'status') return translate(lang, trackingStatusKey(Number(v)));
      if (h.field === 'eta') return localTime(v, destination.timeZone).local;
      if (h.field === 'etd') return localTime(v, origin.timeZone).local;
      return v;
    };
    return {
      field: h.field as HistoryField,
      fieldLabel: translate(lang, `site.tracking.historyFields.${h.field}`),
      from: show(h.oldValue),
      to: show(h.newValue),
      changedAt: localTime(h.changedAt, origin.timeZone),
      source: label(lang, dictionaryLabelKey('event_source', h.source), h.source),
    };
  });

  const last = row.events[0];
  const departed = row.atd !== null;
  const arrived = row.ata !== null || row.status >= 3;
  const atSea = departed && !arrived;
  let travelled = arrived ? 1 : 0;
  if (atSea && row.atd) {
    const start = new Date(row.atd).getTime();
    const end = new Date(row.eta).getTime();
    travelled = end > start ? Math.min(0.95, Math.max(0.05, (now - start) / (end - start))) : 0.5;
  }
  const lastPlace = last ? place(last.location) : null;
  const current = atSea
    ? {
        lon: origin.lon,
        lat: origin.lat,
        label: translate(lang, 'site.tracking.result.atSea', { origin: origin.name, destination: destination.name }),
      }
    : lastPlace
      ? {
          lon: lastPlace.lon,
          lat: lastPlace.lat,
          label: translate(lang, 'site.tracking.result.current', { place: lastPlace.name }),
        }
      : null;

  return {
    overview: {
      shipmentNo: row.shipmentNo,
      houseBill: row.houseBill,
      masterBill: row.masterBill,
      bookingNo: row.bookingNo,
      mode: row.mode,
      modeLabel: label(lang, `site.tracking.shipmentModes.${row.mode}`, row.mode),
      status: row.status,
      statusLabel: translate(lang, trackingStatusKey(row.status)),
      origin,
      destination,
      carrier: { code: row.carrierCode, name: carrierName(row.carrierCode, air, lang) },
      vessel: row.vessel,
      voyage: row.voyage,
      flightNo: row.flightNo,
      etd: localTime(row.etd, origin.timeZone),
      eta: localTime(row.eta, destination.timeZone),
      atd: maybeLocal(row.atd, origin.timeZone),
      ata: maybeLocal(row.ata, destination.timeZone),
      truckPlate: row.truckPlate,
      fbaShipmentId: row.fbaShipmentId,
      fbaReference: row.fbaReference,
    },
    events,
    legs,
    cargo: {
      packages: row.packages,
      packageType: row.packageType,
      grossWeightKg: row.grossWeightKg,
      volumeCbm: row.volumeCbm,
      description: row.goodsDescription,
      hsCode: row.hsCode,
      marks: row.marks,
    },
    containers: row.containers,
    history,
    map: {
      origin: {
        lon: origin.lon,
        lat: origin.lat,
        label: translate(lang, 'site.tracking.result.origin', { place: origin.name }),
      },
      destination: {
        lon: destination.lon,
        lat: destination.lat,
        label: translate(lang, 'site.tracking.result.destination', { place: destination.name }),
      },
      current,
      travelled,
      atSea,
    },
  };
};
