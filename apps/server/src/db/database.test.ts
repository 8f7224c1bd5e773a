import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { copyChunks, copyValue, openPostgres, statementNamer } from './database';

const url = process.env.TEST_DATABASE_URL;

describe('PostgreSQL connections', () => {
  it.skipIf(!url)('survive the server ending an idle connection, and the next query opens a new one', async () => {
    const errors: Error[] = [];
    const database = openPostgres(url as string, 2, (error) => errors.push(error));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const [first] = await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await admin.query('SELECT pg_terminate_backend($1)', [first?.pid]);
      await expect.poll(() => errors.length, { timeout: 5000 }).toBe(1);
      expect(errors[0]?.message).toMatch(/terminat/i);
      const [second] = await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(second?.pid).toBeGreaterThan(0);
      expect(second?.pid).not.toBe(first?.pid);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});

describe('statement names', () => {
  it('are stable per text, differ between texts, and stop at the limit', () => {
    const nameOf = statementNamer(2);
    const a = nameOf('SELECT $1');
    expect(a).toMatch(/^tm_[0-9a-f]{20}$/);
    expect(nameOf('SELECT $1')).toBe(a);
    expect(nameOf('SELECT $1 + 1')).not.toBe(a);
    expect(nameOf('SELECT $1 + 2')).toBeUndefined();
    expect(nameOf('SELECT $1')).toBe(a);
  });
});

describe('COPY input', () => {
  const collect = async (input: Parameters<typeof copyChunks>[0], bytes: number) => {
    const counted = { lines: 0 };
    const chunks: (string | Uint8Array)[] = [];
    for await (const chunk of copyChunks(input, bytes, counted)) chunks.push(chunk);
    return { chunks, lines: counted.lines };
  };

  it('joins lines into chunks of whole lines, from a plain or an async iterable alike', async () => {
    const lines = ['1\ta', '2\tb', '3\tc'];
    async function* later() {
      yield* lines;
    }
    for (const input of [lines, later()]) {
      expect(await collect(input, 8)).toEqual({ chunks: ['1\ta\n2\tb\n', '3\tc\n'], lines: 3 });
    }
  });

  it('cuts encoded text at line ends, counting its lines', async () => {
    const text = new TextEncoder().encode('1\tné\n2\tb\n3\tlonger line\n');
    const { chunks, lines } = await collect(text, 10);
    const decoded = chunks.map((c) => new TextDecoder().decode(c as Uint8Array));
    expect(decoded).toEqual(['1\tné\n2\tb\n', '3\tlonger line\n']);
    expect(lines).toBe(3);
  });

  it('quotes values for COPY text', () => {
    expect(['a\tb\\c\nd', 4.5, null, undefined, new Date('2026-11-28T10:00:00Z'), true].map(copyValue)).toEqual([
      'a\\tb\\\\c\\nd',
      '4.5',
      '\\N',
      '\\N',
      '2026-11-28T10:00:00.000Z',
      'true',
    ]);
  });
});
