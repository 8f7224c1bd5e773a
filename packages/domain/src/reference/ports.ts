import data from '../../data/ports.json' with { type: 'json' };

export type PortKind = 'sea' | 'air';

/** A container seaport or a cargo airport, identified by its UN/LOCODE. */
export type Port = {
  /** 2-letter country + 3-character location, e.g. CNSHA. */
  readonly unlocode: string;
  readonly name: string;
  readonly nameZh: string;
  readonly country: string;
  readonly kind: PortKind;
  /** IATA airport code; airports only. */
  readonly iata?: string;
  readonly lat: number;
  readonly lon: number;
  /** IANA time zone name. */
  readonly timeZone: string;
};

const toKind = (kind: string): PortKind => {
  if (kind === 'sea' || kind === 'air') return kind;
  throw new Error(`unknown port kind: ${kind}`);
};

// JSON imports widen 'sea' | 'air' to string, so each row is narrowed once here.
export const PORTS: readonly Port[] = Object.freeze(data.map((row) => ({ ...row, kind: toKind(row.kind) })));

export const SEAPORTS: readonly Port[] = Object.freeze(PORTS.filter((p) => p.kind === 'sea'));
export const AIRPORTS: readonly Port[] = Object.freeze(PORTS.filter((p) => p.kind === 'air'));

// One UN/LOCODE can name both a seaport and an airport (HKHKG, SGSIN, USLAX), so lookups are per kind.
export const seaportByCode: ReadonlyMap<string, Port> = new Map(SEAPORTS.map((p) => [p.unlocode, p]));
export const airportByCode: ReadonlyMap<string, Port> = new Map(AIRPORTS.map((p) => [p.unlocode, p]));
export const airportByIata: ReadonlyMap<string, Port> = new Map(
  AIRPORTS.flatMap((p) => (p.iata ? [[p.iata, p] as const] : [])),
);

/** The port with this UN/LOCODE and kind, if the reference data has it. */
export const findPort = (unlocode: string, kind: PortKind): Port | undefined =>
  (kind === 'sea' ? seaportByCode : airportByCode).get(unlocode);
