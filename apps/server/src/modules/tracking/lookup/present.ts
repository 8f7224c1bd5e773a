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
import {
  type HistoryField,
  type HistoryView,
  type LegMode,
  type LegPlaceKind,
  type LocalTime,
  type PlaceView,
  type ShipmentTracking,
  trackingStatusKey,
} from '@tidemark/domain/tracking/lookup';
import type { ShipmentDetailRow } from './queries';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** ICU's formatter of a zone's date, minute and UTC offset ('longOffset'), one per zone. */
export const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

type Offset = { ms: number; text: string };

/** The UTC offset of a zone at a moment as ICU gives it: '+08:00', '-04:00', '+00:00' for UTC. */
const icuOffset = (timeZone: string, at: number): Offset => {
  const name = formatterFor(timeZone)
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value;
  const text = (name ?? 'GMT').replace('GMT', '') || '+00:00';
  const m = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const seconds = m ? (Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4] ?? 0) : 0;
  return { ms: (m?.[1] === '-' ? -seconds : seconds) * 1000, text };
};

const DAY_MS = 86_400_000;
/** Per zone, its offset at each UTC midnight asked for so far (bounded: a zone's map is dropped when full). */
const midnights = new Map<string, Map<number, Offset>>();
const MIDNIGHTS_PER_ZONE = 4096;

const midnightOffset = (days: Map<number, Offset>, timeZone: string, day: number): Offset => {
  let offset = days.get(day);
  if (!offset) {
    if (days.size >= MIDNIGHTS_PER_ZONE) days.clear();
    offset = icuOffset(timeZone, day * DAY_MS);
    days.set(day, offset);
  }
  return offset;
};

/**
 * The offset of a zone at a moment. ICU is slow (a formatToParts call costs more than the rest
 * of a tracking event's presentation), and a page shows dozens of moments, mostly on days seen
 * before: no zone changes its offset twice within a day, so the same offset at the UTC midnights
 * before and after a moment is its offset. Only moments on the day of a change ask ICU.
 */
const offsetAt = (timeZone: string, at: number): Offset => {
  const days = midnights.get(timeZone) ?? new Map<number, Offset>();
  const day = Math.floor(at / DAY_MS);
  const start = midnightOffset(days, timeZone, day);
  const end = midnightOffset(days, timeZone, day + 1);
  // Only zones ICU knows get here (an unknown one throws above, as it always did).
  midnights.set(timeZone, days);
  return start.text === end.text ? start : icuOffset(timeZone, at);
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of the UTC days written so far: a page repeats few days, and Date formatting is slow. */
const dayTexts = new Map<number, string>();
const dayText = (day: number): string => {
  let text = dayTexts.get(day);
  if (text === undefined) {
    if (dayTexts.size >= 20_000) dayTexts.clear();
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayTexts.set(day, text);
  }
  return text;
};

const clock = (msOfDay: number): string =>
  `${pad(Math.floor(msOfDay / 3_600_000))}:${pad(Math.floor(msOfDay / 60_000) % 60)}`;

/** A moment as toISOString writes it: 'YYYY-MM-DDTHH:mm:ss.sssZ'. */
const isoText = (ms: number): string => {
  const day = Math.floor(ms / DAY_MS);
  const t = ms - day * DAY_MS;
  return `${dayText(day)}T${clock(t)}:${pad(Math.floor(t / 1000) % 60)}.${pad(t % 1000, 3)}Z`;
};

/** 'YYYY-MM-DD HH:mm' of a moment already shifted by its offset. */
const minuteText = (ms: number): string => {
  const day = Math.floor(ms / DAY_MS);
  return `${dayText(day)} ${clock(ms - day * DAY_MS)}`;
};

/** A moment in the local time of a place: 'YYYY-MM-DD HH:mm' and its UTC offset then. */
export const localTime = (value: string | Date, timeZone: string): LocalTime => {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid time value: ${String(value)}`);
  const offset = offsetAt(timeZone, ms);
  return {
    utc: isoText(ms),
    local: minuteText(ms + offset.ms),
    offset: offset.text,
    timeZone,
  };
};

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
      sourceLabel: label(lang, `site.tracking.sources.${e.source}`, e.source),
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
      source: label(lang, `site.tracking.sources.${h.source}`, h.source),
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
