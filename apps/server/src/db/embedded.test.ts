import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, REPO_ROOT } from '../config';
import type { Database } from './database';
import { openEmbedded } from './embedded';
import { openDatabase } from './open';

/** The longest gap between 10 ms timer ticks while work runs: how long the event loop was blocked. */
const eventLoopLag = async <T>(work: () => Promise<T>): Promise<{ result: T; lag: number; took: number }> => {
  let last = performance.now();
  let lag = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    lag = Math.max(lag, now - last - 10);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, lag, took: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
};

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'tidemark-embedded-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the embedded database, opened as the server opens it', () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = tempDir();
    database = await openDatabase({ dataDir, databaseUrl: undefined });
    await database.exec(
      `CREATE TABLE parcels (id int PRIMARY KEY, label text, weight numeric(12, 3), counted bigint, seen timestamptz, due date);
       CREATE TABLE marks (id serial PRIMARY KEY, note text UNIQUE)`,
    );
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps the event loop and /api/health answering while a slow statement runs', async () => {
    const app = await buildApp({
      config: loadConfig({ LOGIN_CAPTCHA: 'off', WEB_DIST: '/nonexistent' }),
      database,
      logger: false,
    });
    await app.ready();
    try {
      const { lag, took } = await eventLoopLag(async () => {
        const slow = database.query('SELECT pg_sleep(1.5)');
        await new Promise((r) => setTimeout(r, 200));
        const asked = performance.now();
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        const answeredIn = performance.now() - asked;
        await slow;
        expect(health.statusCode).toBe(200);
        expect(health.json().data).toEqual({ status: 'ok', database: 'pglite' });
        expect(answeredIn).toBeLessThan(300);
      });
      // The statement really kept the database busy, and the event loop never waited for it. (With
      // the database on the server's thread the lag was the whole 1.5 s; the margin is for busy
      // machines.)
      expect(took).toBeGreaterThan(1400);
      expect(lag).toBeLessThan(200);
      // Once the database is free, health runs its statement again.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers the same value shapes as a PostgreSQL server', async () => {
    await database.query('INSERT INTO parcels VALUES ($1, $2, $3, $4, $5, $6)', [
      1,
      'crate',
      '12.500',
      '9007199254740993',
      new Date('2026-03-01T08:30:00Z'),
      '2026-03-02',
    ]);
    const [row] = await database.query('SELECT * FROM parcels WHERE id = 1');
    expect(row).toEqual({
      id: 1,
      label: 'crate',
      weight: '12.500',
      counted: '9007199254740993',
      seen: new Date('2026-03-01T08:30:00Z'),
      due: expect.any(Date),
    });
    expect(
      await database.query(`SELECT '{"a": [1, 2]}'::jsonb AS j, ARRAY['x', 'y'] AS a, count(*) AS n FROM parcels`),
    ).toEqual([{ j: { a: [1, 2] }, a: ['x', 'y'], n: '1' }]);
  });

  it('rejects a failing statement with its SQLSTATE code and keeps working after it', async () => {
    await database.query('INSERT INTO marks (note) VALUES ($1)', ['first']);
    await expect(database.query('INSERT INTO marks (note) VALUES ($1)', ['first'])).rejects.toMatchObject({
      code: '23505',
      constraint: 'marks_note_key',
    });
    await expect(database.query('SELECT * FROM nowhere')).rejects.toMatchObject({ code: '42P01' });
    await expect(database.exec('SELECT 1; SELECT 1 / 0; SELECT 2')).rejects.toMatchObject({ code: '22012' });
    expect(await database.query<{ n: number }>('SELECT count(*)::int AS n FROM marks')).toEqual([{ n: 1 }]);
  });

  it('prepares a parameterized statement once and answers each run with its own values', async () => {
    const text = 'SELECT $1::int * 2 AS doubled, $2::text AS label';
    for (let i = 0; i < 12; i++) {
      expect(await database.query(text, [i, `run ${i}`])).toEqual([{ doubled: i * 2, label: `run ${i}` }]);
    }
    const prepared = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
      [text],
    );
    expect(prepared).toEqual([{ n: 1 }]);
    // A failing run of a prepared statement leaves it usable.
    await expect(database.query('SELECT 1 / $1::int AS q', [0])).rejects.toMatchObject({ code: '22012' });
    expect(await database.query('SELECT 1 / $1::int AS q', [1])).toEqual([{ q: 1 }]);
  });

  it('runs a session on its own: other statements wait for it and never join its transaction', async () => {
    let outside: Promise<{ n: number }[]> | undefined;
    await database.session(async (conn) => {
      await conn.query('BEGIN');
      await conn.query(`INSERT INTO marks (note) VALUES ('in a transaction')`);
      outside = database.query<{ n: number }>(`SELECT count(*)::int AS n FROM marks WHERE note = 'in a transaction'`);
      await new Promise((r) => setTimeout(r, 50));
      await conn.query('ROLLBACK');
    });
    expect(await outside).toEqual([{ n: 0 }]);
  });

  it('shares the backend between connections: an idle session holds nothing, a prepared statement serves them all', async () => {
    // A session between statements, not in a transaction, does not keep other statements out.
    const outside = await database.session(async (conn) => {
      await conn.query(`SELECT 1`);
      const answer = await database.query<{ n: number }>('SELECT $1::int + 1 AS n', [41]);
      await conn.query(`SELECT 1`);
      return answer;
    });
    expect(outside).toEqual([{ n: 42 }]);
    // The same statement from many connections at once: each answers its own values, prepared once.
    const text = 'SELECT $1::int AS n, pg_sleep(0.002) IS NULL AS slept';
    const runs = await Promise.all(Array.from({ length: 40 }, (_, i) => database.query<{ n: number }>(text, [i])));
    expect(runs.map((rows) => rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    const prepared = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
      [text],
    );
    expect(prepared).toEqual([{ n: 1 }]);
    // Transactions on several connections at once each see only their own rows until they commit.
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        database.session(async (conn) => {
          await conn.query('BEGIN');
          await conn.query('INSERT INTO marks (note) VALUES ($1)', [`concurrent ${i}`]);
          // Its own row, and no row of a transaction that was rolled back.
          const seen = await conn.query<{ note: string }>(`SELECT note FROM marks WHERE note LIKE 'concurrent %'`);
          expect(seen.map((r) => r.note)).toContain(`concurrent ${i}`);
          expect(seen.every((r) => Number(r.note.split(' ')[1]) % 2 === 0 || r.note === `concurrent ${i}`)).toBe(true);
          await conn.query(i % 2 === 0 ? 'COMMIT' : 'ROLLBACK');
        }),
      ),
    );
    expect(
      await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM marks WHERE note LIKE 'concurrent %'`),
    ).toEqual([{ n: 3 }]);
  });

  it('rolls back what a failing session left open, so no later statement runs inside it', async () => {
    await expect(
      database.session(async (conn) => {
        await conn.query('BEGIN');
        await conn.query(`INSERT INTO marks (note) VALUES ('left open')`);
        throw new Error('the work failed half-way');
      }),
    ).rejects.toThrow('the work failed half-way');
    await database.query(`INSERT INTO marks (note) VALUES ('after the failure')`);
    await expect(database.exec('ROLLBACK')).resolves.toBeUndefined();
    expect(
      await database.query<{ note: string }>(`SELECT note FROM marks WHERE note IN ('left open', 'after the failure')`),
    ).toEqual([{ note: 'after the failure' }]);
  });

  it('runs multi-statement SQL and bulk COPY, and a failed COPY leaves the database usable', async () => {
    await database.exec(
      'CREATE TABLE loaded (id int PRIMARY KEY, note text); CREATE INDEX loaded_note ON loaded (note)',
    );
    async function* lines() {
      yield '1\ttab\\there';
      yield '2\t\\N';
      for (let i = 3; i <= 50_000; i++) yield `${i}\tline ${i}`;
    }
    expect(await database.copy('loaded', ['id', 'note'], lines())).toBe(50_000);
    expect(await database.query('SELECT id, note FROM loaded WHERE id <= 2 ORDER BY id')).toEqual([
      { id: 1, note: 'tab\there' },
      { id: 2, note: null },
    ]);
    async function* duplicate() {
      yield '50001\tnew';
      yield '1\tagain';
    }
    await expect(database.copy('loaded', ['id', 'note'], duplicate())).rejects.toMatchObject({ code: '23505' });
    expect(await database.query<{ n: number }>('SELECT count(*)::int AS n FROM loaded')).toEqual([{ n: 50_000 }]);
    // Lines in an array, and COPY text already encoded, take the same path.
    expect(await database.copy('loaded', ['id', 'note'], ['50001\tarray'])).toBe(1);
    const encoded = new TextEncoder().encode('50002\t港口\n50003\tencoded\n');
    expect(await database.copy('loaded', ['id', 'note'], encoded)).toBe(2);
    expect(await database.query('SELECT id, note FROM loaded WHERE id > 50_000 ORDER BY id')).toEqual([
      { id: 50_001, note: 'array' },
      { id: 50_002, note: '港口' },
      { id: 50_003, note: 'encoded' },
    ]);
  });

  it('keeps its data across close and reopen, and the lock refuses a second process meanwhile', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    await first.exec(`CREATE TABLE kept (v text); INSERT INTO kept VALUES ('harbor')`);
    const script = `import { openDatabase } from './apps/server/src/db/open.ts';
      openDatabase({ dataDir: ${JSON.stringify(dir)} }).then(
        () => { console.log('opened'); process.exit(0); },
        (e) => { console.log(e.constructor.name, e.message); process.exit(3); });`;
    const other = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: REPO_ROOT,
    });
    let output = '';
    other.stdout.on('data', (d) => {
      output += String(d);
    });
    const code = await new Promise((r) => other.once('exit', r));
    expect(output).toMatch(/DataDirBusyError .*already in use by process/);
    expect(code).toBe(3);
    await first.close();
    const second = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    expect(await second.query('SELECT v FROM kept')).toEqual([{ v: 'harbor' }]);
    await second.close();
  });
});

describe('a failure of the embedded database itself', () => {
  it('fails the statements in flight and every later one, and reports the crash once', async () => {
    const crashes: Error[] = [];
    const database = await openEmbedded(path.join(tempDir(), 'pg'), { onCrash: (e) => crashes.push(e) });
    await database.exec('CREATE TABLE t (v text)');
    // PGlite takes COPY input only from a file: COPY from the protocol ends its backend.
    await expect(database.query('COPY t FROM STDIN')).rejects.toThrow();
    await expect.poll(() => crashes.length).toBe(1);
    await expect(database.query('SELECT 1')).rejects.toThrow();
    await database.close();
    expect(crashes).toHaveLength(1);
  });
});
