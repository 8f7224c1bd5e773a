import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres, statementNamer } from './database';

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
