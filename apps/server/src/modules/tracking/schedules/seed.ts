import { LANES } from '@tidemark/domain/reference/lanes';
import type { Database } from '../../../db/database';
import { Random } from '../../../seed/random';

/** Ships deployed on transpacific, Asia-Europe and intra-Asia loops by the lanes' carriers. */
const VESSELS_BY_CARRIER: Readonly<Record<string, readonly string[]>> = {
  COSU: ['COSCO SHIPPING UNIVERSE', 'COSCO SHIPPING GALAXY', 'COSCO PRIDE'],
  OOLU: ['OOCL HONG KONG', 'OOCL GERMANY', 'OOCL JAPAN'],
  EGLV: ['EVER ACE', 'EVER GIVEN', 'EVER LOTUS'],
  CMDU: ['CMA CGM JACQUES SAADE', 'CMA CGM MARCO POLO', 'CMA CGM ANTOINE DE SAINT EXUPERY'],
  ONEY: ['ONE INNOVATION', 'ONE TRIUMPH', 'ONE STORK'],
  YMJA: ['YM WELLNESS', 'YM WARRANTY', 'YM TRIUMPH'],
  HDMU: ['HMM ALGECIRAS', 'HMM OSLO', 'HMM COPENHAGEN'],
  MAEU: ['MAERSK MC-KINNEY MOLLER', 'MAERSK HANGZHOU', 'MAERSK ESSEN'],
  MSCU: ['MSC GULSUN', 'MSC IRINA', 'MSC LORETO'],
  HLCU: ['HAPAG EXPRESS BERLIN', 'HAMBURG EXPRESS', 'BERLIN EXPRESS'],
  ZIMU: ['ZIM KINGSTON', 'ZIM SAMMY OFER', 'ZIM MOUNT EVEREST'],
  WHLC: ['WAN HAI 625', 'WAN HAI 721', 'WAN HAI 523'],
  MATS: ['MATSON KODIAK', 'MANUKAI', 'MAUNAWILI'],
};
const FALLBACK_VESSELS = ['CSCL GLOBE', 'APL CHANGI', 'SITC KEELUNG'] as const;

export const SCHEDULE_WEEKS = 8;
const CARRIERS_PER_LANE = 2;
const DAY = 24 * 3600_000;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** ISO week number, for voyage numbers that read like carriers' own. */
const isoWeek = (at: Date): number => {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.ceil(((d.getTime() - yearStart) / DAY + 1) / 7);
};

type Sailing = [string, string, string, string, string, string, Date, Date, Date, number];

/**
 * Weekly sailings on every ocean lane for the coming weeks: two of the lane's carriers, each on
 * its own weekday, transit within the lane's range, CY cut-off two days before departure.
 * Deterministic for a seed and start date; running it again adds nothing twice.
 */
export const seedSailingSchedules = async (database: Database, asOf: Date, seed: number): Promise<number> => {
  const random = new Random(seed + 7919);
  const monday = new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth(), asOf.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const rows: Sailing[] = [];
  for (const lane of LANES) {
    if (lane.mode !== 'ocean') continue;
    const carriers = [...lane.carriers].sort(() => random.next() - 0.5).slice(0, CARRIERS_PER_LANE);
    for (const [i, carrier] of carriers.entries()) {
      const vessels = VESSELS_BY_CARRIER[carrier] ?? FALLBACK_VESSELS;
      const weekday = random.int(0, 6);
      const transit = random.int(lane.transitDays[0], lane.transitDays[1]);
      const service = `${lane.origin.slice(0, 2)}${lane.destination.slice(0, 2)}${i + 1}`;
      const bound = lane.destination.startsWith('US') || lane.destination.startsWith('CA') ? 'E' : 'W';
      for (let week = 0; week < SCHEDULE_WEEKS; week++) {
        const etd = new Date(monday.getTime() + (week * 7 + weekday) * DAY + 18 * 3600_000);
        const eta = new Date(etd.getTime() + transit * DAY);
        const cutoff = new Date(etd.getTime() - 2 * DAY);
        const vessel = vessels[(week + i) % vessels.length] as string;
        const voyage = `${pad(isoWeek(etd), 3)}${bound}`;
        rows.push([carrier, service, vessel, voyage, lane.origin, lane.destination, cutoff, etd, eta, transit]);
      }
    }
  }
  let added = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const values: unknown[] = [];
    const tuples = batch.map((row) => {
      const base = values.length;
      values.push(...row);
      return `(${row.map((_, j) => `$${base + j + 1}`).join(', ')})`;
    });
    const inserted = await database.query<{ id: number }>(
      `INSERT INTO sailing_schedules
         (carrier_code, service, vessel, voyage, origin_port, destination_port, cutoff_at, etd, eta, transit_days)
       VALUES ${tuples.join(', ')}
       ON CONFLICT (carrier_code, vessel, voyage, origin_port, destination_port) DO NOTHING
       RETURNING id`,
      values,
    );
    added += inserted.length;
  }
  return added;
};
