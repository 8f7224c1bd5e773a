import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir, openDatabase } from './open';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'tidemark-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the embedded data directory lock', () => {
  it('refuses a directory held by another live process, with a clear message', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'tidemark.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
      expect(() => lockDataDir(dir)).toThrow(/already in use by process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs, and releases it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'tidemark.lock'), '999999999');
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'tidemark.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(path.join(dir, 'tidemark.lock'))).toBe(false);
  });

  // Opening a fresh directory applies every migration on the embedded engine, which on a busy
  // machine takes longer than the default test time.
  it('keeps data across close and reopen', { timeout: 180_000 }, async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    await first.exec('CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$harbor$$)');
    await first.close();
    expect(existsSync(path.join(dir, 'tidemark.lock'))).toBe(false);
    const second = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    expect(await second.query('SELECT v FROM kept')).toEqual([{ v: 'harbor' }]);
    await second.close();
  });
});
