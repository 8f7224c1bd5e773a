import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { seedDemo } from '../seed/seed';
import { prepareSchema } from '../startup';

const { values } = parseArgs({
  options: {
    shipments: { type: 'string', default: '3000' },
    companies: { type: 'string' },
    seed: { type: 'string' },
    // A booking behind every shipment and consoles over them, as the benchmarks seed.
    'full-desk': { type: 'boolean', default: false },
  },
});

const config = loadConfig();
const database = await openDatabase(config);
const started = Date.now();
try {
  // The roles and menus the demo users refer to come with the modules, as at a server start.
  await prepareSchema(database);
  const events = async () =>
    (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM tracking_events'))[0]?.n ?? 0;
  const eventsBefore = await events();
  const total = Number(values.shipments);
  let lastReport = 0;
  const result = await seedDemo(database, {
    shipments: total,
    companies: values.companies ? Number(values.companies) : undefined,
    seed: values.seed ? Number(values.seed) : undefined,
    fullDesk: values['full-desk'],
    // The embedded demo has its sign-ins; a PostgreSQL database never gets demo users from here.
    users: database.kind === 'pglite',
    onProgress: (done) => {
      if (done - lastReport >= 50_000 || done === total) {
        lastReport = done;
        const rss = Math.round(process.memoryUsage().rss / 1048576);
        console.log(
          `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} shipments, ${Math.round((Date.now() - started) / 1000)} s, rss ${rss} MiB`,
        );
      }
    },
  });
  console.log(
    `seeded ${result.shipments.toLocaleString('en')} shipments and ${((await events()) - eventsBefore).toLocaleString(
      'en',
    )} events into ${database.kind} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
} finally {
  await database.close();
}
