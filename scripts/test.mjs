// npm test: unit and server suites (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the browser journeys. Ends with one plain "N passed, N failed" line, preceded by the
// reason and the error text whenever a run fails for something other than a failing test.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(path.join(tmpdir(), 'tidemark-results-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const pageReports = [];
/** Every failing test by file and name, printed again at the end where a short log tail shows it. */
const failedTests = [];

/** Vitest's own error blocks: errors outside tests, workers that died, a setup that threw. */
const ERROR_START = /Unhandled (Error|Rejection)|exited unexpectedly|Error: \[vitest|globalSetup|Errors\s+\d+ error/;

/** Runs vitest, passing its output through while keeping a copy of it. */
const vitest = (args, env) =>
  new Promise((done) => {
    const child = spawn('npx', ['vitest', 'run', ...args], {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const kept = [];
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      kept.push(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      kept.push(chunk);
    });
    child.on('error', (error) => done({ error, status: null, signal: null, output: '' }));
    child.on('close', (status, signal) =>
      done({ status, signal, output: stripVTControlCharacters(Buffer.concat(kept).toString('utf8')) }),
    );
  });

const run = async (label, args, env = {}) => {
  const file = path.join(out, `${label}.json`);
  console.log(`\n=== ${label} ===`);
  const result = await vitest([...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`], env);
  const reasons = [];
  if (result.error) reasons.push(`vitest could not start (${result.error.message})`);
  else if (result.status !== 0) {
    reasons.push(
      result.signal ? `vitest was killed by ${result.signal}` : `vitest exited with status ${result.status}`,
    );
  }
  if (existsSync(file)) {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    if ((json.numTotalTests ?? 0) === 0) reasons.push('no tests ran');
    for (const suite of json.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const message = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 6).join('\n');
        failedTests.push(`${label}: ${path.relative(root, suite.name)} > ${test.fullName}\n${message}`);
      }
      const testFailed = (suite.assertionResults ?? []).some((t) => t.status === 'failed');
      if (suite.status === 'failed' && !testFailed) {
        reasons.push(`${path.relative(root, suite.name)} failed outside its tests: ${suite.message || 'no message'}`);
      }
    }
    // A failing test explains the exit status by itself; anything else needs its error text.
    if ((json.numFailedTests ?? 0) > 0 && reasons.length === 1 && result.status === 1) reasons.length = 0;
  } else reasons.push('no JSON report was written');
  const lines = result.output.split('\n');
  // The browser tests print what a failing page went through (see e2e/support/browser.ts).
  lines.forEach((line, i) => {
    if (!line.startsWith('page at failure:')) return;
    let end = i + 1;
    while (end < lines.length && /^(page error|network|page text):/.test(lines[end])) end++;
    pageReports.push(lines.slice(i, end).join('\n'));
  });
  if (reasons.length === 0) return;
  const start = lines.findIndex((line) => ERROR_START.test(line));
  failures.push({ label, reasons, excerpt: start < 0 ? [] : lines.slice(start, start + 60) });
};

const databases = process.env.TEST_DATABASE_URL
  ? 'PGlite and PostgreSQL'
  : 'PGlite only (set TEST_DATABASE_URL to add PostgreSQL)';
console.log(`Server suites run on ${databases}.`);
await run('unit-and-server', []);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  await run('browser', ['--config', 'e2e/vitest.config.ts']);
} else if (process.env.CI === 'true') {
  failures.push({
    label: 'browser',
    reasons: [`Chromium is missing at ${chromium}, and CI must run the browser tests`],
  });
} else {
  console.log(`\nSKIPPED browser tests: no Chromium at ${chromium} (install Debian's chromium or set CHROMIUM_PATH)`);
}

rmSync(out, { recursive: true, force: true });
for (const report of pageReports.slice(-5)) console.error(`\n${report}`);
for (const test of failedTests.slice(0, 20)) console.error(`\nFAILED ${test}`);
for (const { label, reasons, excerpt = [] } of failures) {
  console.error(`\n${label} FAILED: ${reasons.join('; ')}`);
  if (excerpt.length > 0) console.error(excerpt.join('\n'));
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
