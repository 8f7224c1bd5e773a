import { EVENT_CODES, isValidAirWaybill, isValidContainerNumber, LANES } from '@tidemark/domain';
import { describe, expect, it } from 'vitest';
import { Random } from '../../seed/random';
import { type GeneratedShipment, generateShipment } from './seed';

const asOf = new Date('2026-11-01T00:00:00Z');
const ctx = {
  asOf,
  branches: [
    { id: 1, port: 'CNSHA' },
    { id: 2, port: 'USLAX' },
  ],
  companies: [
    { id: 1, branchId: 1 },
    { id: 2, branchId: 2 },
  ],
};

const generate = (seed: number, n: number): GeneratedShipment[] => {
  const random = new Random(seed);
  const ids = { shipment: 1, container: 1, event: 1 };
  const out: GeneratedShipment[] = [];
  for (let i = 0; i < n; i++) {
    const g = generateShipment(random, ctx, ids);
    ids.shipment++;
    ids.container += g.containers.length;
    ids.event += g.events.length;
    out.push(g);
  }
  return out;
};

const sample = generate(7, 2000);

describe('demo shipment generator', () => {
  it('is deterministic for a seed', () => {
    expect(JSON.stringify(generate(7, 50))).toBe(JSON.stringify(sample.slice(0, 50)));
    expect(JSON.stringify(generate(8, 50))).not.toBe(JSON.stringify(sample.slice(0, 50)));
  });

  it('uses real lanes with transit times inside the lane bounds', () => {
    for (const { shipment } of sample) {
      const mode = shipment.mode === 'AIR' ? 'air' : 'ocean';
      const days = (shipment.eta.getTime() - shipment.etd.getTime()) / 86_400_000;
      const fits = LANES.filter(
        (l) =>
          l.origin === shipment.originPort &&
          l.destination === shipment.destinationPort &&
          l.mode === mode &&
          l.carriers.includes(shipment.carrierCode) &&
          days >= l.transitDays[0] &&
          days <= l.transitDays[1],
      );
      expect(fits.length, `${shipment.originPort}-${shipment.destinationPort} ${shipment.carrierCode}`).toBeGreaterThan(
        0,
      );
    }
  });

  it('writes events in time order, none after the as-of time, with the status of the last one', () => {
    for (const { shipment, events } of sample) {
      for (let i = 1; i < events.length; i++) {
        expect(events[i]?.occurredAt.getTime()).toBeGreaterThanOrEqual(events[i - 1]?.occurredAt.getTime() ?? 0);
      }
      for (const e of events) {
        expect(e.occurredAt.getTime()).toBeLessThanOrEqual(asOf.getTime());
        expect(e.status).toBe(EVENT_CODES[e.code].status);
      }
      expect(shipment.status).toBe(events.at(-1)?.status ?? 0);
      if (shipment.atd) expect(events.some((e) => e.code === 'DEPARTED')).toBe(true);
    }
  });

  it('gives FCL shipments valid ISO 6346 containers and air shipments valid air waybills', () => {
    let fcl = 0;
    let air = 0;
    for (const { shipment, containers } of sample) {
      if (shipment.mode === 'FCL') {
        fcl++;
        expect(containers.length).toBeGreaterThan(0);
        for (const c of containers) expect(isValidContainerNumber(c.containerNo), c.containerNo).toBe(true);
      } else expect(containers).toEqual([]);
      if (shipment.mode === 'AIR') {
        air++;
        expect(isValidAirWaybill(shipment.masterBill), shipment.masterBill).toBe(true);
      }
    }
    expect(fcl).toBeGreaterThan(sample.length / 2);
    expect(air).toBeGreaterThan(sample.length / 10);
  });

  it('fills the desk fields: move data type, ISA change reason, and seals and VGMs still missing at origin', () => {
    let reasons = 0;
    let missing = 0;
    for (const { shipment, containers, events } of sample) {
      expect(shipment.moveDataType).toBe(events.at(-1)?.source ?? null);
      if (shipment.isaChangeReason !== null) {
        reasons++;
        expect(shipment.mode).not.toBe('AIR');
        expect(shipment.status).toBeGreaterThanOrEqual(4);
        expect(shipment.id % 6).toBe(0);
      }
      for (const c of containers) {
        if (c.sealNo === null || c.vgmKg === null) {
          missing++;
          expect(shipment.atd).toBeNull();
        }
      }
    }
    expect(reasons).toBeGreaterThan(0);
    expect(missing).toBeGreaterThan(0);
  });

  it('keeps money-like quantities as exact decimal strings', () => {
    for (const { shipment } of sample.slice(0, 100)) {
      expect(shipment.grossWeightKg).toMatch(/^\d+\.\d{3}$/);
      expect(shipment.volumeCbm).toMatch(/^\d+\.\d{3}$/);
    }
  });
});
