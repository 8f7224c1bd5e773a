import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeResult } from './stats';

const root = path.resolve(import.meta.dirname, '..');
const PAGES = ['/', '/supply-chain/ocean-freight', '/locations', '/ecommerce'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** SPEC budget: each category at least 95, a public page's initial JavaScript at most 100 kB gzip. */
export const TARGET_SCORE = 95;
export const INITIAL_JS_BUDGET = 100 * 1024;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Gzip size of the scripts a page loaded, read from the build (the server may send them compressed or not). */
export const gzipSizeOfScripts = (webDist: string, urls: readonly string[]): number => {
  let total = 0;
  for (const url of new Set(urls)) {
    const file = path.join(webDist, new URL(url).pathname);
    if (existsSync(file)) total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
};

const waitFor = async (url: string, child: ChildProcess) => {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url}`);
};

type NetworkItem = { url: string; resourceType?: string };

/**
 * Lighthouse 12 (mobile, the default form factor) through the system Chromium on four public
 * pages of the built server with a fresh embedded demo database. Needs `npm run build` first.
 */
export const lighthouseBench = async (): Promise<void> => {
  const webDist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
  const server = path.join(root, 'apps/server/dist/main.mjs');
  if (!existsSync(path.join(webDist, 'index.html')) || !existsSync(server)) {
    throw new Error('no build to measure: run `npm run build` first');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tidemark-bench-lighthouse-'));
  const port = 18_700 + Math.floor(Math.random() * 100);
  const child = spawn(process.execPath, [server], {
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
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    await waitFor(`${base}/api/health`, child);
    const pages = [];
    for (const page of PAGES) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      const { lhr } = result;
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as Record<(typeof CATEGORIES)[number], number>;
      const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const scripts = items.filter((i) => i.resourceType === 'Script' && i.url.startsWith(base)).map((i) => i.url);
      const initialJsGzip = gzipSizeOfScripts(webDist, scripts);
      const failing = [
        ...CATEGORIES.filter((c) => scores[c] < TARGET_SCORE).map((c) => `${c} ${scores[c]}`),
        ...(initialJsGzip > INITIAL_JS_BUDGET ? [`initial JS ${(initialJsGzip / 1024).toFixed(1)} kB`] : []),
      ];
      const below = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id);
      console.log(
        `  ${page}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}; initial JS ${(initialJsGzip / 1024).toFixed(1)} kB gzip${failing.length ? `  BELOW TARGET: ${failing.join(', ')}` : ''}`,
      );
      pages.push({
        page,
        scores,
        initialJsGzip,
        scripts: scripts.length,
        auditsBelow90: below,
        meetsTargets: failing.length === 0,
      });
    }
    const file = writeResult('lighthouse', {
      measuredAt: new Date().toISOString(),
      formFactor: 'mobile',
      targets: { score: TARGET_SCORE, initialJsGzip: INITIAL_JS_BUDGET },
      pages,
    });
    console.log(`  wrote ${file}`);
  } finally {
    await chrome.kill();
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
};
