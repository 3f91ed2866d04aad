#!/usr/bin/env node
// The README's test command: typecheck, lint, unit and API tests on PGlite, the PostgreSQL groups of the API
// tests again on PostgreSQL when DATABASE_URL is set (docs/testing.md), the build and its JavaScript
// budgets, then Playwright end-to-end in Debian's Chromium. Ends with a table of where the time went and one
// line "N passed, N failed" summing every suite.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import { printTimings } from './test-timings.mjs';

// Debian's headless shell when installed (.ci/run installs it): the journeys took a quarter less processor on it than
// on the full browser, which runs a GPU process even headless (docs/testing.md). The full browser otherwise.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const isCi = process.env.CI === 'true';
const startedAt = Date.now();
const reports = mkdtempSync(join(tmpdir(), 'aerie-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** "file › test" of each failed test, printed again at the end, where a CI log's tail shows it. */
const failedTests = [];
/** How much lower the lanes beside the journeys run (`nice`): they take what the journeys leave of the processor. */
const NICENESS = 10;
/** One row a suite: { title, seconds, files?: [{ file, seconds, tests }] }. */
const timings = [];

/**
 * Runs one suite. With `log`, its output goes to that file and is printed whole when it ends, so a suite
 * running beside another does not interleave its lines with the other's.
 */
async function run(title, command, args, env = process.env, { log, nice = false } = {}) {
  console.log(`\n=== ${title}${log ? ' (alongside the next steps; its output follows when it ends)' : ''} ===`);
  const started = Date.now();
  const output = log ? createWriteStream(log) : null;
  const [program, ...programArgs] = nice ? ['nice', '-n', String(NICENESS), command, ...args] : [command, ...args];
  const child = spawn(program, programArgs, { stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  if (output) {
    child.stdout.pipe(output, { end: false });
    child.stderr.pipe(output, { end: false });
  }
  const [code] = await once(child, 'close');
  if (output) {
    output.end();
    await once(output, 'finish');
    console.log(`\n=== ${title}: its output ===`);
    console.log(readFileSync(log, 'utf8'));
  }
  const timing = { title, seconds: (Date.now() - started) / 1000 };
  timings.push(timing);
  if (code !== 0) failures.push(title);
  return { ok: code === 0, timing };
}

/**
 * A failed suite that names no failed test (its setup threw, it found no files, a check failed) is listed at the end
 * with its output's last lines: a CI log may keep only its tail, and the whole output was printed far above.
 */
function listSilentFailure(title, log) {
  const lines = existsSync(log) ? stripVTControlCharacters(readFileSync(log, 'utf8')).split('\n') : [];
  const last = lines.filter((line) => line.trim()).slice(-12);
  failedTests.push(`${title}: no test failed, yet it did not pass${why(last, last.length)}`);
}

async function step(title, command, args, { nice = false } = {}) {
  const log = nice ? join(reports, `${title.replace(/\W+/g, '-')}.log`) : undefined;
  const { ok } = await run(title, command, args, process.env, { nice, log });
  if (ok) totals.passed += 1;
  else totals.failed += 1;
  if (!ok && log) listSilentFailure(title, log);
  return ok;
}

/**
 * A Vitest run, its counts added to the totals. A test worker that dies (a signal such as SIGSEGV, inside
 * the embedded database's WebAssembly) fails its file with no test failed; such files run once more, alone,
 * and that run's result counts for them. Any failed test, or a second crash, fails the suite as usual.
 */
async function vitest(title, args, env, { isRetry = false, alongside = false, nice = false } = {}) {
  const name = title.replace(/\W+/g, '-');
  const report = join(reports, `${name}.json`);
  const fileTimings = join(reports, `${name}-files.json`);
  const log = alongside ? join(reports, `${name}.log`) : undefined;
  const { ok, timing } = await run(
    title,
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/file-timings-reporter.mjs',
      `--outputFile.json=${report}`,
    ],
    { ...env, FILE_TIMINGS_OUTPUT: fileTimings },
    { log, nice },
  );
  if (existsSync(fileTimings)) timing.files = JSON.parse(readFileSync(fileTimings, 'utf8'));
  if (!existsSync(report)) {
    totals.failed += 1;
    if (log) listSilentFailure(title, log);
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  const files = (summary.testResults ?? []).map((file) => ({
    ...file,
    where: file.name.replace(`${process.cwd()}/`, ''),
    failed: (file.assertionResults ?? []).filter((test) => test.status === 'failed'),
  }));
  const crashed = files.filter((file) => file.status === 'failed' && !file.failed.length);
  if (!isRetry && crashed.length && summary.numFailedTests === 0) {
    console.log(`\n!!! A test worker died while running ${crashed.map((file) => file.where).join(', ')}; once more:`);
    if (failures.includes(title)) failures.splice(failures.indexOf(title), 1);
    const rerun = new Set(crashed);
    // The files run again count in that run; the others' tests count here.
    for (const test of files.filter((file) => !rerun.has(file)).flatMap((file) => file.assertionResults)) {
      if (test.status === 'passed') totals.passed += 1;
      else totals.skipped += 1;
    }
    const again = args.filter((arg, index) => arg === '--project' || args[index - 1] === '--project');
    await vitest(`${title}: after a worker died`, [...again, ...crashed.map((file) => file.where)], env, {
      isRetry: true,
      alongside,
      nice,
    });
    return;
  }
  totals.passed += summary.numPassedTests;
  // A file that failed outside its tests (its worker died beside a failed test) counts once; Vitest's
  // numFailedTestSuites would count each describe block of a failed test as well.
  totals.failed += summary.numFailedTests + crashed.length;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
  for (const file of files) {
    for (const test of file.failed)
      failedTests.push(`${title}: ${file.where} › ${test.fullName}${why(test.failureMessages ?? [])}`);
    if (file.status === 'failed' && !file.failed.length)
      failedTests.push(
        `${title}: ${file.where} (${String(file.message).split('\n')[0].slice(0, 200) || 'its worker died'})`,
      );
  }
  if (!ok && !files.some((file) => file.status === 'failed')) {
    totals.failed += 1;
    if (log) listSilentFailure(title, log);
  }
}

/** The server's test files that run on PostgreSQL too (apps/server/test/postgres-groups.json). */
function postgresFiles() {
  const { groups } = JSON.parse(readFileSync('apps/server/test/postgres-groups.json', 'utf8'));
  return groups.flatMap((group) => group.files.map((file) => `apps/server/${file}`));
}

const journeys = existsSync(CHROMIUM);
const checks = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['format', 'npm', ['run', '--silent', 'format:check']],
];

// The build first: the journeys need it. Then everything else runs side by side (docs/testing.md § One run, side by
// side): the journeys on their own, the rest from one queue by two lanes. Each Vitest pass keeps its output in a file,
// printed whole when it ends, so its lines never interleave with the journeys'.
const built = await step('build the web app and the server', 'npm', ['run', '--silent', 'build']);
// Tests that start the server as a process of its own run this build, as production does, rather than the source
// through tsx: 2.5 s to healthy instead of 6.5 (apps/server/test/support/server-command.ts).
if (built) process.env.SERVER_BUNDLE = resolve('apps/server/dist/main.js');
const { DATABASE_URL, ...withoutDatabase } = process.env;
// issue 14: the public site's first screen ≤ 120 KB gzipped, the dashboard's ≤ 250 KB, the builder lazy.
await step('front-end budgets', 'node', ['bench/bundle-size.mjs']);

// TEST_POSTGRES=all runs every API test on PostgreSQL as well, not only the groups that behave differently.
const postgresArgs = () => [
  '--project',
  'server',
  '--maxWorkers=1',
  ...(process.env.TEST_POSTGRES === 'all' ? [] : postgresFiles()),
];
if (!DATABASE_URL) console.log('\nDATABASE_URL is not set: the API tests run on PGlite only.');

if (journeys) {
  // The journeys are the longest part and wait on timeouts, so they keep the processor's first claim: the lanes run
  // at a lower priority (nice) and take what the journeys leave. Two lanes, one Vitest worker each, take the queue's
  // jobs in turn — the PostgreSQL pass (the longest) first, the checks, then the PGlite pass in shards — so neither
  // core idles until the queue is empty (with fixed pairings, one core idled for the run's last half hour). When the
  // journeys end, a third lane takes their place: a Vitest file waits on child processes and timers much of the time,
  // and two lanes alone kept the machine at 1.3 cores.
  const PGLITE_SHARDS = 8;
  const queue = [
    ...(DATABASE_URL
      ? [() => vitest('API tests (PostgreSQL)', postgresArgs(), process.env, { alongside: true, nice: true })]
      : []),
    async () => {
      for (const [title, command, args] of checks) await step(title, command, args, { nice: true });
    },
    ...Array.from({ length: PGLITE_SHARDS }, (_, index) => () => {
      const shard = `${index + 1}/${PGLITE_SHARDS}`;
      return vitest(`unit and API tests (PGlite) ${shard}`, ['--maxWorkers=1', `--shard=${shard}`], withoutDatabase, {
        alongside: true,
        nice: true,
      });
    }),
  ];
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  };
  await Promise.all([lane(), lane(), endToEnd().then(lane)]);
} else {
  for (const [title, command, args] of checks) await step(title, command, args);
  await Promise.all([
    vitest('unit and API tests (PGlite)', [], withoutDatabase),
    DATABASE_URL ? vitest('API tests (PostgreSQL)', postgresArgs(), process.env, { alongside: true }) : null,
  ]);
  const message = `Chromium is missing at ${CHROMIUM}: the end-to-end suite`;
  if (isCi) {
    console.error(`\n!!! ${message} cannot run, and in CI that is a failure.`);
    failures.push('end-to-end (no Chromium)');
    totals.failed += 1;
  } else {
    console.warn(`\n!!! ${message} DID NOT RUN.`);
    console.warn('!!! Install it with: apt-get install -y chromium');
  }
}

async function endToEnd() {
  const report = join(reports, 'e2e.json');
  const title = 'end-to-end (Playwright, Chromium)';
  const { timing } = await run(title, 'npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts'], {
    ...withoutDatabase,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  if (!existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const playwright = JSON.parse(readFileSync(report, 'utf8'));
  const { stats } = playwright;
  totals.passed += stats.expected;
  totals.failed += stats.unexpected + stats.flaky;
  totals.skipped += stats.skipped;
  timing.files = playwrightFileTimings(playwright);
  for (const { file, name, test } of playwrightFailures(playwright)) {
    const errors = test.results
      .flatMap((result) => result.errors ?? [])
      .map(({ message = '', location }) => (location ? `line ${location.line}: ${message}` : message));
    failedTests.push(`${title}: ${file} › ${name}${why(errors)}`);
  }
}

/**
 * The first lines of a failure's messages, indented under its name: the summary is the end of the output, which is
 * all a CI log may keep, so it says what failed and where (Playwright's call log names the pending step).
 */
function why(messages, lines = 6) {
  // The messages carry terminal colours.
  const plain = stripVTControlCharacters(messages.join('\n'));
  const kept = plain
    .split('\n')
    // Blank lines and the code frame's numbered lines (the line number is already given) say nothing more.
    .filter((line) => line.trim() && !/^\s*>?\s*\d*\s*\|/.test(line))
    .slice(0, lines)
    .map((line) => `      ${line.trimEnd().slice(0, 240)}`);
  return kept.length ? `\n${kept.join('\n')}` : '';
}

/** Every test of Playwright's JSON report, with its spec file and title. */
function playwrightTests(playwright) {
  const tests = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) tests.push({ file: spec.file, name: spec.title, test });
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of playwright.suites ?? []) visit(suite);
  return tests;
}

/** Seconds per spec file, summed over its tests' runs. */
function playwrightFileTimings(playwright) {
  const files = new Map();
  for (const { file, test } of playwrightTests(playwright)) {
    const row = files.get(file) ?? { file: `tests/e2e/specs/${file}`, seconds: 0, tests: 0 };
    row.tests += 1;
    for (const result of test.results) row.seconds += result.duration / 1000;
    files.set(file, row);
  }
  return [...files.values()];
}

/** The tests that failed, or passed only on a retry. */
function playwrightFailures(playwright) {
  return playwrightTests(playwright).filter(({ test }) => test.status === 'unexpected' || test.status === 'flaky');
}

rmSync(reports, { recursive: true, force: true });
printTimings(timings, (Date.now() - startedAt) / 1000);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
for (const test of failedTests) console.log(`  ✗ ${test}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length || totals.failed ? 1 : 0);
