import airlineData from '../../data/airlines.json' with { type: 'json' };
import oceanData from '../../data/ocean-carriers.json' with { type: 'json' };

/** A container shipping line: its SCAC and the BIC owner prefixes painted on its boxes. */
export type OceanCarrier = {
  /** Standard Carrier Alpha Code; a few Asian lines only hold CBP-issued alphanumeric ones (SITC is 12PD). */
  readonly scac: string;
  readonly name: string;
  readonly nameZh: string;
  /** ISO 6346 owner code + category U, e.g. MSKU. */
  readonly ownerPrefixes: readonly string[];
};

/** An airline that carries cargo, with the 3-digit IATA prefix of its air waybills. */
export type Airline = {
  readonly iata: string;
  readonly icao: string;
  readonly name: string;
  readonly nameZh: string;
  readonly awbPrefix: string;
  readonly country: string;
};

export const OCEAN_CARRIERS: readonly OceanCarrier[] = Object.freeze(oceanData);
export const AIRLINES: readonly Airline[] = Object.freeze(airlineData);

export const oceanCarrierByScac: ReadonlyMap<string, OceanCarrier> = new Map(OCEAN_CARRIERS.map((c) => [c.scac, c]));
export const oceanCarrierByOwnerPrefix: ReadonlyMap<string, OceanCarrier> = new Map(
  OCEAN_CARRIERS.flatMap((c) => c.ownerPrefixes.map((prefix) => [prefix, c] as const)),
);
export const airlineByIata: ReadonlyMap<string, Airline> = new Map(AIRLINES.map((a) => [a.iata, a]));
export const airlineByAwbPrefix: ReadonlyMap<string, Airline> = new Map(AIRLINES.map((a) => [a.awbPrefix, a]));

/** The line that owns a container, from the first four characters of its number (leased boxes give undefined). */
export const carrierForContainer = (containerNumber: string): OceanCarrier | undefined =>
  oceanCarrierByOwnerPrefix.get(containerNumber.slice(0, 4).toUpperCase());
