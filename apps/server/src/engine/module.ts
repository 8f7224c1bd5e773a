import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { bulkWidth, sideBySide } from '../db/side-by-side';
import type { ServerResource } from './resource';

/** What every step of the demo data is given: one seed and one clock for the whole data set. */
export type DemoSeed = {
  seed: number;
  asOf: Date;
  shipments: number;
  companies: number;
  /** Rows per COPY batch of the bulk tables. */
  batchSize: number;
  /**
   * Whether the demo sign-ins (one user per role) are created, after the organisation they belong
   * to. The embedded demo, the tests and the benchmarks want them; a PostgreSQL database seeded
   * from the command line gets none, and the demo rows that need a user as their author are
   * then left out.
   */
  users: boolean;
  /**
   * The operations desk at the volume of the shipments: every shipment of a booked mode made from
   * its confirmed booking, and the LCL and air shipments grouped into consoles, so the desk's lists
   * run over as many rows as the shipment lists. The benchmarks ask for it; the demo keeps its few
   * dozen bookings and consoles.
   */
  fullDesk?: boolean | undefined;
  /**
   * From this many shipments on, a first load into empty tables goes in bulk (BULK_LOAD_FROM,
   * seed/bulk.ts); a test asks for less to run that path on a few hundred.
   */
  bulkFrom?: number | undefined;
  onProgress?: ((done: number, total: number) => void) | undefined;
  /** Told how long each step of the demo data took (an area, or a part of one: `ops.bookings`). */
  onStep?: ((step: string, ms: number) => void) | undefined;
};

/** Runs one step of the demo data and tells `demo.onStep` how long it took. */
export const seedStep = async (demo: DemoSeed, step: string, run: () => Promise<void>): Promise<void> => {
  const started = performance.now();
  await run();
  demo.onStep?.(step, performance.now() - started);
};

/**
 * One area of the server, exported by apps/server/src/modules/<key>/index.ts and listed once in
 * apps/server/src/modules/index.ts: its
 * tables (for the migration check), its engine resources with their rules and hooks, the routes
 * the generic endpoints do not cover, and its part of the demo data.
 */
export type Module = {
  /** The area's folder name, the same on every side of the repository. */
  key: string;
  tables: Readonly<Record<string, PgTable>>;
  resources?: readonly ServerResource[];
  routes?: (app: FastifyInstance) => void;
  /** Rows the area keeps in step with the code (roles, dictionaries), at every start after the migrations. */
  sync?: (database: Database) => Promise<void>;
  /**
   * The area's demo data, run in the order of the module list. A step that finds its rows there
   * leaves them; the shipments step appends more.
   */
  seed?: (database: Database, demo: DemoSeed) => Promise<void>;
  /**
   * The area's rows of the full desk (DemoSeed.fullDesk), run after every area's demo data, so the
   * demo's own rows and what the other areas made from them are the same with it or without it.
   */
  seedFullDesk?: (database: Database, demo: DemoSeed) => Promise<void>;
};

/** One part of a large area's module (its own folder under the module). */
export type ModulePart = Partial<Omit<Module, 'key'>> & {
  /**
   * The part's demo data reads only what the parts before it made and writes tables (its own,
   * through their triggers too) that no part next to it reads or writes: consecutive parts that say
   * so seed side by side on a PostgreSQL server, one after the other on the embedded database.
   * Each table is still written by one part, so the rows and their ids are the same either way.
   */
  seedAlongside?: boolean;
};

/**
 * A module made of parts: tables and resources gathered, routes and sync run for each part, the
 * demo data in the order of the parts (a part may use the rows of the parts before it).
 */
export const moduleOf = (key: string, parts: readonly ModulePart[]): Module => ({
  key,
  tables: Object.assign({}, ...parts.map((p) => p.tables ?? {})),
  resources: parts.flatMap((p) => p.resources ?? []),
  routes: (app) => {
    for (const part of parts) part.routes?.(app);
  },
  sync: async (database) => {
    for (const part of parts) await part.sync?.(database);
  },
  seed: (database, demo) =>
    seedParts(
      key,
      parts.map((p) => ({ step: p.seed, alongside: p.seedAlongside === true })),
      database,
      demo,
    ),
  ...(parts.some((p) => p.seedFullDesk)
    ? {
        seedFullDesk: (database, demo) =>
          seedParts(
            `${key}-full-desk`,
            parts.map((p) => ({ step: p.seedFullDesk, alongside: false })),
            database,
            demo,
          ),
      }
    : {}),
});

type SeedFn = (database: Database, demo: DemoSeed) => Promise<void>;

/**
 * Runs the parts' steps in order, each timed under its function's name (seedBookings:
 * `ops.bookings`), else its place; a run of consecutive parts seeded alongside goes side by side.
 */
const seedParts = async (
  key: string,
  steps: readonly { step: SeedFn | undefined; alongside: boolean }[],
  database: Database,
  demo: DemoSeed,
): Promise<void> => {
  const timed = (step: SeedFn, i: number) => {
    const name = /^seed[A-Z]/.test(step.name) ? `${step.name.charAt(4).toLowerCase()}${step.name.slice(5)}` : i + 1;
    return seedStep(demo, `${key}.${name}`, () => step(database, demo));
  };
  for (let i = 0; i < steps.length; ) {
    let end = i + 1;
    if (steps[i]?.alongside) while (end < steps.length && steps[end]?.alongside) end++;
    const start = i;
    await sideBySide(
      steps.slice(start, end).flatMap(({ step }, j) => (step ? [() => timed(step, start + j)] : [])),
      bulkWidth(database),
    );
    i = end;
  }
};
