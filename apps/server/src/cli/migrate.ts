import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { syncReference } from '../reference/sync';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const { applied, total } = await migrate(database);
  const loaded = await syncReference(database);
  console.log(
    `migrations: ${applied.length} applied, ${total} in all; reference data loaded: ${loaded.join(', ') || 'up to date'}`,
  );
} finally {
  await database.close();
}
