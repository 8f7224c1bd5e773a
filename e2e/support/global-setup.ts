import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * What the server serves of the web build: the portal, the public site and the site's server
 * renderer. A fresh clone has none of them, and `npm test` builds them here (the build is always
 * production output, whatever NODE_ENV vitest runs under).
 */
const WEB_BUILD = ['apps/web/dist/index.html', 'apps/web/dist/site.html', 'apps/web/dist-ssr/entry-server.js'];

const waitFor = async (url: string, child: ChildProcess, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} within ${ms} ms`);
};

/**
 * Builds the web app when needed and starts the real server on a free port with its own
 * embedded database, so journeys run against exactly what `npm start` serves.
 */
/** Newest modification time of the files below the given folders (the web build's sources). */
const newest = (...dirs: string[]): number => {
  let latest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  for (const d of dirs) walk(path.join(root, d));
  return latest;
};

export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  // Missing, or older than its sources (as npm start judges it): a stale build would test old screens.
  const sources = newest('apps/web/src', 'apps/web/public', 'packages/domain/src', 'packages/domain/data');
  if (
    WEB_BUILD.some((file) => !existsSync(path.join(root, file)) || statSync(path.join(root, file)).mtimeMs < sources)
  ) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tidemark-e2e-'));
  const port = 18_000 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOGIN_CAPTCHA: 'off',
      DEMO_SHIPMENTS: '300',
      LOG_LEVEL: 'warn',
      CARRIER_BRAND_HOSTS: 'carrier.localhost',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/health`, child, 120_000);
  provide('baseUrl', baseUrl);
  provide('port', String(port));
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
