// npm test: unit and server suites (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the browser journeys. Ends with one plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(path.join(tmpdir(), 'tidemark-results-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

const run = (label, args, env = {}) => {
  const file = path.join(out, `${label}.json`);
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  if (result.status !== 0) failed = true;
  if (existsSync(file)) {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    if ((json.numTotalTests ?? 0) === 0) failed = true;
  } else failed = true;
};

const databases = process.env.TEST_DATABASE_URL
  ? 'PGlite and PostgreSQL'
  : 'PGlite only (set TEST_DATABASE_URL to add PostgreSQL)';
console.log(`Server suites run on ${databases}.`);
run('unit-and-server', []);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  run('browser', ['--config', 'e2e/vitest.config.ts']);
} else if (process.env.CI === 'true') {
  console.error(`\nBrowser tests need Chromium at ${chromium}, and CI must run them.`);
  failed = true;
} else {
  console.log(`\nSKIPPED browser tests: no Chromium at ${chromium} (install Debian's chromium or set CHROMIUM_PATH)`);
}

rmSync(out, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
