import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { type Database, openPostgres } from '../apps/server/src/db/database';
import { openEmbedded } from '../apps/server/src/db/embedded';
import { seedDemo } from '../apps/server/src/seed/seed';
import { prepareDatabase } from '../apps/server/src/startup';
import { ENGINES, ensurePostgres, PG_URL, pgliteDir, SHIPMENTS } from './databases';
import { writeResult } from './stats';

/** The tables whose rows the run counts at the end: the shipments core and the desk made over it. */
const COUNTED = [
  'shipments',
  'containers',
  'tracking_events',
  'tracking_nodes',
  'bookings',
  'booking_containers',
  'consoles',
  'console_shipments',
] as const;

type Step = { step: string; seconds: number };
type EngineRun = {
  engine: string;
  shipments: number;
  totalMinutes: number;
  /** The machine's mean one-minute load average over the run: on a shared machine the minutes depend on it. */
  meanLoad: number;
  /**
   * Processor minutes the run used: this process (with the embedded database's thread) and, on a
   * PostgreSQL server on this machine, its connections' processes (sampled every 10 s, so a
   * connection's last seconds before it closes are missed). Unlike the minutes, the machine's
   * other work does not change them much.
   */
  cpuMinutes: number;
  steps: Step[];
  rows: Record<string, number>;
};

const minutes = (ms: number) => (ms / 60_000).toFixed(2);

/** Processor seconds a local process has used (user and system), or undefined when it cannot be read. */
const processSeconds = (pid: number): number | undefined => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
};

/** Keeps the processor seconds of the database server's processes serving this database, as last seen. */
const serverCpu = (database: Database) => {
  const seen = new Map<number, number>();
  const local = database.kind === 'postgres' && /@(127\.0\.0\.1|localhost)[:/]/.test(PG_URL);
  return {
    sample: async () => {
      if (!local) return;
      const pids = await database.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
      );
      for (const { pid } of pids) {
        const seconds = processSeconds(pid);
        if (seconds !== undefined) seen.set(pid, Math.max(seen.get(pid) ?? 0, seconds));
      }
    },
    seconds: () => [...seen.values()].reduce((a, b) => a + b, 0),
  };
};

/**
 * With BENCH_SLOW_MS set, every statement of the seed that takes longer is printed under the step
 * it belongs to, with its time and its first words: where a step's minutes go.
 */
const SLOW_MS = Number(process.env.BENCH_SLOW_MS ?? 0);

const printingSlow = (database: Database): Database => {
  if (!(SLOW_MS > 0)) return database;
  const timed =
    <A extends [string, ...unknown[]], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const started = performance.now();
      try {
        return await run(...args);
      } finally {
        const ms = performance.now() - started;
        if (ms > SLOW_MS)
          console.log(`      [${(ms / 1000).toFixed(1)} s] ${args[0].replace(/\s+/g, ' ').trim().slice(0, 140)}`);
      }
    };
  return {
    ...database,
    query: timed(database.query) as Database['query'],
    exec: timed(database.exec),
    session: (fn) =>
      database.session((conn) => fn({ query: timed(conn.query) as Database['query'], exec: timed(conn.exec) })),
  };
};

/** Migrates a fresh database, seeds SHIPMENTS shipments with the full desk, and times every step. */
const seedAndTime = async (engine: Database): Promise<EngineRun> => {
  const database = printingSlow(engine);
  const steps: Step[] = [];
  const loads: number[] = [];
  const server = serverCpu(database);
  const sampler = setInterval(() => {
    loads.push(loadavg()[0] ?? 0);
    server.sample().catch(() => undefined);
  }, 10_000);
  const cpuAtStart = process.cpuUsage();
  const started = performance.now();
  let at = started;
  await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: 'bench' });
  steps.push({ step: 'migrations', seconds: (performance.now() - at) / 1000 });
  at = performance.now();
  try {
    await seedDemo(database, {
      shipments: SHIPMENTS,
      users: true,
      fullDesk: true,
      onProgress: (done, total) => {
        if (done % 100_000 === 0 || done === total)
          console.log(`    ${done.toLocaleString('en')} shipments in ${Math.round((performance.now() - at) / 1000)} s`);
      },
      onStep: (step, ms) => {
        steps.push({ step, seconds: ms / 1000 });
        console.log(`    ${step.padEnd(28)} ${minutes(ms).padStart(6)} min`);
      },
    });
  } finally {
    clearInterval(sampler);
  }
  await server.sample();
  const own = process.cpuUsage(cpuAtStart);
  const cpuMinutes = Number(minutes((own.user + own.system) / 1000 + server.seconds() * 1000));
  const totalMs = performance.now() - started;
  const rows: Record<string, number> = {};
  for (const table of COUNTED) {
    rows[table] = Number((await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);
  }
  const meanLoad = loads.length > 0 ? Number((loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(1)) : 0;
  return {
    engine: database.kind,
    shipments: SHIPMENTS,
    totalMinutes: Number(minutes(totalMs)),
    meanLoad,
    cpuMinutes,
    steps,
    rows,
  };
};

const print = (run: EngineRun) => {
  console.log(
    `  ${run.engine}: ${run.shipments.toLocaleString('en')} shipments seeded in ${run.totalMinutes} min (mean load average ${run.meanLoad} on ${availableParallelism()} cores; ${run.cpuMinutes} processor minutes)`,
  );
  // Areas first, each with its parts under it, longest first.
  const top = run.steps.filter((s) => !s.step.includes('.')).sort((a, b) => b.seconds - a.seconds);
  for (const s of top) {
    console.log(`    ${s.step.padEnd(28)} ${minutes(s.seconds * 1000).padStart(6)} min`);
    for (const p of run.steps.filter((x) => x.step.startsWith(`${s.step}.`)).sort((a, b) => b.seconds - a.seconds))
      console.log(`      ${p.step.padEnd(26)} ${minutes(p.seconds * 1000).padStart(6)} min`);
  }
  console.log(
    `    rows: ${Object.entries(run.rows)
      .map(([t, n]) => `${t} ${n.toLocaleString('en')}`)
      .join(', ')}`,
  );
};

/**
 * `npm run bench -- seed`: seeds BENCH_SHIPMENTS shipments (default 1,000,000) with a booking
 * behind every shipment and the consoles over them into a fresh database per engine (PostgreSQL:
 * the bench database's name with `_seed`, dropped and created again; PGlite: the bench directory
 * with `-seed`, emptied), and prints the minutes of every step and the total. The shared bench
 * databases the list benchmarks reuse are left alone.
 */
export const seedBench = async (): Promise<void> => {
  const runs: EngineRun[] = [];
  if (ENGINES.includes('postgres') && (await ensurePostgres())) {
    const url = new URL(PG_URL);
    const name = `${url.pathname.slice(1)}_seed`;
    url.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    url.pathname = `/${name}`;
    console.log(`  seeding ${SHIPMENTS.toLocaleString('en')} shipments into PostgreSQL (${name})…`);
    const database = openPostgres(url.toString(), 10);
    try {
      runs.push(await seedAndTime(database));
    } finally {
      await database.close();
    }
  }
  if (ENGINES.includes('pglite')) {
    const dir = `${pgliteDir()}-seed`;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    console.log(`  seeding ${SHIPMENTS.toLocaleString('en')} shipments into PGlite (${dir})…`);
    const database = await openEmbedded(dir);
    try {
      runs.push(await seedAndTime(database));
    } finally {
      await database.close();
    }
  }
  for (const run of runs) print(run);
  console.log(`  wrote ${writeResult('seed', { measuredAt: new Date().toISOString(), runs })}`);
};
