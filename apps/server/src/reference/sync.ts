import { createHash } from 'node:crypto';
import { AIRLINES, COUNTRIES, CURRENCIES, HS_CODES, OCEAN_CARRIERS, PORTS } from '@tidemark/domain';
import type { Database } from '../db/database';

type Dataset = { name: string; table: string; key: string; rows: Record<string, unknown>[] };

const datasets = (): Dataset[] => [
  {
    name: 'countries',
    table: 'countries',
    key: 'code',
    rows: COUNTRIES.map((c) => ({ code: c.code, name_en: c.nameEn, name_zh: c.nameZh })),
  },
  {
    name: 'currencies',
    table: 'currencies',
    key: 'code',
    rows: CURRENCIES.map((c) => ({
      code: c.code,
      numeric: c.numeric,
      name_en: c.nameEn,
      name_zh: c.nameZh,
      minor_units: c.minorUnits,
    })),
  },
  {
    name: 'ports',
    table: 'ports',
    key: 'unlocode, kind',
    rows: PORTS.map((p) => ({
      unlocode: p.unlocode,
      name: p.name,
      name_zh: p.nameZh,
      country: p.country,
      kind: p.kind,
      iata: p.iata ?? null,
      lat: p.lat,
      lon: p.lon,
      time_zone: p.timeZone,
    })),
  },
  {
    name: 'carriers',
    table: 'carriers',
    key: 'code',
    rows: [
      ...OCEAN_CARRIERS.map((c) => ({
        code: c.scac,
        kind: 'ocean',
        name: c.name,
        name_zh: c.nameZh,
        awb_prefix: null,
      })),
      ...AIRLINES.map((a) => ({ code: a.iata, kind: 'air', name: a.name, name_zh: a.nameZh, awb_prefix: a.awbPrefix })),
    ],
  },
  {
    name: 'hs_codes',
    table: 'hs_codes',
    key: 'code',
    rows: HS_CODES.map((h) => ({ code: h.code, description_en: h.descriptionEn, description_zh: h.descriptionZh })),
  },
];

/**
 * Loads the reference data files into their tables when a file changed since the last load.
 * The upsert is one statement per table, so two servers starting together cannot collide.
 */
export const syncReference = async (database: Database): Promise<string[]> => {
  const loaded: string[] = [];
  const versions = new Map(
    (await database.query<{ name: string; hash: string }>('SELECT name, hash FROM reference_versions')).map((r) => [
      r.name,
      r.hash,
    ]),
  );
  for (const set of datasets()) {
    const json = JSON.stringify(set.rows);
    const hash = createHash('sha256').update(json).digest('hex');
    if (versions.get(set.name) === hash) continue;
    const columns = Object.keys(set.rows[0] ?? {});
    const keys = set.key.split(', ');
    const updates = columns.filter((c) => !keys.includes(c)).map((c) => `${c} = EXCLUDED.${c}`);
    await database.query(
      `INSERT INTO ${set.table} (${columns.join(', ')})
       SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${set.table}, $1::json)
       ON CONFLICT (${set.key}) DO UPDATE SET ${updates.join(', ')}`,
      [json],
    );
    await database.query(
      `INSERT INTO reference_versions (name, hash, rows) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET hash = EXCLUDED.hash, rows = EXCLUDED.rows, loaded_at = now()`,
      [set.name, hash, set.rows.length],
    );
    loaded.push(set.name);
  }
  return loaded;
};
