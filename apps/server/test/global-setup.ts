import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, openPostgres, PGLITE_EXTENSIONS } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { syncReference } from '../src/reference/sync';
import { seedDemo, syncModules } from '../src/seed/seed';
import { TEST_AS_OF, TEST_SHIPMENTS } from './constants';

/**
 * Migrates and seeds one template per engine, once per run: a PGlite data directory dumped to a
 * tarball, and a PostgreSQL template database when TEST_DATABASE_URL is set. Each test file then
 * starts from a copy instead of migrating from scratch.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tidemark-test-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  await migrate(database);
  await syncReference(database);
  await syncModules(database);
  await seedDemo(database, { shipments: TEST_SHIPMENTS, companies: 40, asOf: TEST_AS_OF, users: true });
  const dump = await client.dumpDataDir('none');
  const tarball = path.join(dir, 'template.tar');
  writeFileSync(tarball, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  provide('pgliteTemplate', tarball);

  const url = process.env.TEST_DATABASE_URL;
  let templateName = '';
  if (url) {
    templateName = `tidemark_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${templateName}`;
    const tpl = openPostgres(templateUrl.toString(), 2);
    await migrate(tpl);
    await syncReference(tpl);
    await syncModules(tpl);
    await seedDemo(tpl, { shipments: TEST_SHIPMENTS, companies: 40, asOf: TEST_AS_OF, users: true });
    await tpl.close();
  }
  provide('postgresTemplate', templateName);
  writeFileSync(path.join(dir, 'ready'), 'ok');

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && templateName) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    }
  };
}
