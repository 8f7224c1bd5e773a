import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compare, printCase, writeResult } from './stats';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 7);

const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/api/health', async () => ({ success: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** Milliseconds from spawning a process to the first byte of its /api/health answer. */
const timeToFirstByte = async (args: string[], env: Record<string, string>, port: number): Promise<number> => {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) {
          await res.arrayBuffer();
          return Number(process.hrtime.bigint() - started) / 1e6;
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
};

/**
 * Cold start of the full server on an existing embedded database (migrations checked, reference
 * data checked, data directory reopened), against a bare Fastify process answering one JSON
 * route, started the same way in the same run.
 */
export const coldStart = async (): Promise<void> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tidemark-bench-cold-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    DEMO_SHIPMENTS: '300',
    HOST: '127.0.0.1',
    WEB_DIST: path.join(root, 'apps/web/dist'),
  };
  // What npm start runs: the bundled server.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  const serverArgs = ['apps/server/dist/main.mjs'];
  const bareArgs = ['--input-type=module', '-e', BARE_SERVER];
  try {
    // First start seeds the demo data; it is not part of the measurement.
    await timeToFirstByte(serverArgs, env, 18_900);
    const subject: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      subject.push(await timeToFirstByte(serverArgs, env, 18_901 + i));
      baseline.push(await timeToFirstByte(bareArgs, {}, 18_950 + i));
    }
    const c = compare('cold start to first byte (embedded database)', subject, 'bare Fastify process', baseline);
    printCase(c);
    console.log(`  wrote ${writeResult('cold-start', { measuredAt: new Date().toISOString(), cases: [c] })}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
