#!/usr/bin/env node
// The README's test command: typecheck, lint, unit and API tests on PGlite, the API tests again on
// PostgreSQL when DATABASE_URL is set, the build and its JavaScript budgets, then Playwright end-to-end in
// Debian's Chromium. Ends with one line "N passed, N failed" summing every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isCi = process.env.CI === 'true';
const reports = mkdtempSync(join(tmpdir(), 'aerie-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(title, command, args, env = process.env) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

function step(title, command, args) {
  const ok = run(title, command, args);
  if (ok) totals.passed += 1;
  else totals.failed += 1;
}

function vitest(title, args, env) {
  const report = join(reports, `${title.replace(/\W+/g, '-')}.json`);
  run(
    title,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (!existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests + (summary.numFailedTestSuites ?? 0);
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
}

step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('lint', 'npm', ['run', '--silent', 'lint']);
step('format', 'npm', ['run', '--silent', 'format:check']);

const { DATABASE_URL, ...withoutDatabase } = process.env;
vitest('unit and API tests (PGlite)', [], withoutDatabase);
if (DATABASE_URL) vitest('API tests (PostgreSQL)', ['--project', 'server'], process.env);
else console.log('\nDATABASE_URL is not set: the API tests ran on PGlite only.');

step('build the web app', 'npm', ['run', '--silent', 'build']);
// issue 14: the public site's first screen ≤ 120 KB gzipped, the dashboard's ≤ 250 KB, the builder lazy.
step('front-end budgets', 'node', ['bench/bundle-size.mjs']);

if (existsSync(CHROMIUM)) {
  const report = join(reports, 'e2e.json');
  run(
    'end-to-end (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts'],
    {
      ...withoutDatabase,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  );
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += stats.expected;
    totals.failed += stats.unexpected + stats.flaky;
    totals.skipped += stats.skipped;
  } else {
    totals.failed += 1;
  }
} else if (isCi) {
  console.error(
    `\n!!! Chromium is missing at ${CHROMIUM}: the end-to-end suite cannot run, and in CI that is a failure.`,
  );
  failures.push('end-to-end (no Chromium)');
  totals.failed += 1;
} else {
  console.warn(`\n!!! Chromium is missing at ${CHROMIUM}: the END-TO-END SUITE DID NOT RUN.`);
  console.warn('!!! Install it with: apt-get install -y chromium');
}

rmSync(reports, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length || totals.failed ? 1 : 0);
