import type { Database } from '../db/database';
import { type DemoSeed, seedStep } from '../engine/module';
import { MODULES } from '../modules';
import { syncReference } from '../reference/sync';
import { BULK_LOAD_FROM, withoutSecondaryIndexes } from './bulk';
import { maxId } from './copy';

export type SeedOptions = {
  shipments: number;
  companies?: number | undefined;
  seed?: number | undefined;
  asOf?: Date;
  batchSize?: number;
  /** Create the demo sign-ins too (see DemoSeed.users); off unless asked. */
  users?: boolean;
  /** The operations desk at the volume of the shipments (see DemoSeed.fullDesk); off unless asked. */
  fullDesk?: boolean;
  /** See DemoSeed.bulkFrom: where a first load at volume starts (tests ask for less). */
  bulkFrom?: number;
  onProgress?: (done: number, total: number) => void;
  onStep?: (step: string, ms: number) => void;
};

/** Brings every area's code-kept rows (roles, menu items, dictionaries) in step, after the migrations. */
export const syncModules = async (database: Database): Promise<void> => {
  for (const module of MODULES) await module.sync?.(database);
};

/**
 * Deterministic demo data: the reference data, then each area's step in the order of the module
 * list (the organisation, the demo users when asked, customer details, shipments, sailings with
 * uploads and ETA alerts, site records, report history), all from one seed and one clock; with
 * `fullDesk`, each area's full-desk rows after all of them (the operations desk at the volume of the
 * shipments). Every step is timed to `onStep`. Running it again appends more shipments after the
 * existing ones.
 */
export const seedDemo = async (database: Database, options: SeedOptions): Promise<{ shipments: number }> => {
  await syncReference(database);
  const demo: DemoSeed = {
    seed: options.seed ?? 20261122,
    asOf: options.asOf ?? new Date(),
    shipments: options.shipments,
    companies: options.companies ?? Math.min(5000, Math.max(60, Math.round(options.shipments / 50))),
    batchSize: options.batchSize ?? 5000,
    users: options.users ?? false,
    fullDesk: options.fullDesk ?? false,
    bulkFrom: options.bulkFrom,
    onProgress: options.onProgress,
    onStep: options.onStep,
  };
  const areas = async () => {
    for (const module of MODULES) {
      const { seed } = module;
      if (seed) await seedStep(demo, module.key, () => seed(database, demo));
    }
    if (demo.fullDesk) {
      // The full desk writes on every shipment (its booking, a console's master bill): their many
      // list indexes are built after it rather than updated row by row, then the table is
      // vacuumed so the lists' index-only scans skip its rows again. It adds no shipment, so the
      // shipments' insert trigger does not keep their indexes.
      await seedStep(demo, 'full-desk', async () => {
        await withoutSecondaryIndexes(
          database,
          ['shipments'],
          async () => {
            for (const module of MODULES) {
              const { seedFullDesk } = module;
              if (seedFullDesk) await seedStep(demo, `${module.key}-full-desk`, () => seedFullDesk(database, demo));
            }
          },
          { updatesOnly: true },
        );
        await database.exec('VACUUM (ANALYZE) shipments');
      });
    }
  };
  // A first load at volume with the full desk would build the shipments' list indexes after the
  // shipments and again after the full desk: they are set aside from the start and built once at
  // the end. The areas' demo rows in between read the shipments by id and in whole sets.
  const fresh = (await maxId(database, 'shipments')) === 0;
  if (demo.fullDesk && fresh && demo.shipments >= (demo.bulkFrom ?? BULK_LOAD_FROM)) {
    await withoutSecondaryIndexes(database, ['shipments'], areas, { updatesOnly: true });
    // The statistics of the expression indexes (the booked-shipment lists' mode) are gathered by an
    // analyze after the index exists; the full desk's vacuum ran before these were built.
    await seedStep(demo, 'shipments-indexes.analyze', () => database.exec('ANALYZE shipments'));
  } else await areas();
  return { shipments: options.shipments };
};
