import type { Config } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoUsers } from './modules/access';
import { syncReference } from './reference/sync';
import { seedDemo, syncModules } from './seed/seed';

export type PrepareResult = { migrations: string[]; seeded: boolean };

/** Migrations, then the reference data and the modules' menus and roles that every seed refers to. */
export const prepareSchema = async (database: Database): Promise<string[]> => {
  const { applied } = await migrate(database);
  await syncReference(database);
  await syncModules(database);
  return applied;
};

/**
 * Brings a database up to date: migrations, reference data, and on an empty embedded database
 * the demo data set. A PostgreSQL deployment never gets demo data from here.
 */
export const prepareDatabase = async (
  database: Database,
  config: Pick<Config, 'demoSeed' | 'demoShipments' | 'databaseUrl'>,
  log: (message: string) => void = () => undefined,
): Promise<PrepareResult> => {
  const applied = await prepareSchema(database);
  if (applied.length > 0) log(`applied ${applied.length} migration(s)`);
  let seeded = false;
  if (!config.databaseUrl && config.demoSeed) {
    const rows = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM shipments');
    if ((rows[0]?.n ?? 0) === 0) {
      log(`seeding demo data (${config.demoShipments} shipments)…`);
      await seedDemo(database, { shipments: config.demoShipments, users: true });
      seeded = true;
    }
    // A demo database seeded from the command line has no users yet.
    if ((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n === 0) {
      await seedDemoUsers(database);
    }
  }
  return { migrations: applied, seeded };
};
