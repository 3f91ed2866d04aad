/**
 * `npm run bench:api`: the API benchmark of issue 8 §2. Seeds a workspace of 1,000 projects and 1,000
 * tasks on PostgreSQL and in a PGlite folder, then runs wrk (100 connections) against three calls — list
 * projects, get project, list tasks — on:
 *   baseline         plain `pg` + node:http running the same SQL and answering the same JSON (PostgreSQL)
 *   aerie-postgres   the compiled server (`node apps/server/dist/main.js`) on PostgreSQL
 *   aerie-pglite     the compiled server on its embedded PGlite
 * The three run at once and each call is measured on them back to back, so the machine's other load
 * weighs on both sides of a ratio alike. Prints req/s, p99, errors and peak RSS with the ratios issue 33
 * sets as goals (both Aerie servers against the baseline). Every process it starts is stopped by its pid;
 * the whole run is bounded in time.
 *
 * Environment: BENCH_POSTGRES_URL (a server to create the bench database on, default the local one),
 * BENCH_DURATION (wrk seconds per call, default 10), BENCH_CONNECTIONS (default 100), BENCH_DATABASE (the
 * database it drops and seeds, default aerie_bench; another name lets two runs share a server).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import { recreateDatabase } from './support/bench-postgres.js';
import { freePort } from './support/deploy-bench.js';
import { seedWorkspace, type BenchWorkspace } from './seed-workspace.js';
import { runWrk, type WrkResult } from './support/wrk.js';

const ROOT = new URL('..', import.meta.url).pathname;
const NODE = join(ROOT, 'node_modules/.bin/node');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DATABASE = process.env.BENCH_DATABASE ?? 'aerie_bench';
const DEADLINE_MS = 15 * 60 * 1000;

interface Call {
  name: string;
  path(workspace: BenchWorkspace): string;
}
const CALLS: Call[] = [
  { name: 'list projects', path: (w) => `/api/projects/all/${w.slug}` },
  { name: 'get project', path: (w) => `/api/projects/${w.boardUid}` },
  { name: 'list tasks', path: (w) => `/api/tasks/${w.boardUid}` },
];

interface Result extends WrkResult {
  peakRssMb: number;
}

const started = new Set<ChildProcess>();
function stopAll(): void {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
}
const deadline = setTimeout(() => {
  console.error(`The benchmark ran past ${DEADLINE_MS / 60_000} minutes; stopping.`);
  stopAll();
  process.exit(1);
}, DEADLINE_MS);
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up (${child.exitCode}).`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not answer /healthz within a minute.');
}

async function startServer(
  args: string[],
  env: Record<string, string>,
): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(NODE, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.add(child);
  await waitForHealth(port, child);
  return { port, child };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
  started.delete(child);
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function measure(port: number, pid: number, path: string, token: string): Promise<Result> {
  const load = (seconds: number) =>
    runWrk({
      url: `http://127.0.0.1:${port}${path}`,
      seconds,
      connections: CONNECTIONS,
      headers: [`Authorization: Bearer ${token}`],
      started,
    });
  await load(2); // warm-up: JIT, connection pools
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  const result = await load(DURATION);
  clearInterval(sampler);
  return { ...result, peakRssMb: Math.round(peak) };
}

async function getJson(port: number, path: string, token: string): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return response.json();
}

interface Target {
  name: string;
  args: string[];
  env: Record<string, string>;
  workspace: BenchWorkspace;
  port?: number;
  child?: ChildProcess;
  results: Map<string, Result>;
  bodies: Map<string, unknown>;
}

const target = (name: string, args: string[], env: Record<string, string>, workspace: BenchWorkspace): Target => ({
  name,
  args,
  env,
  workspace,
  results: new Map(),
  bodies: new Map(),
});

/** Where two replies first differ, as a path and the two values: what to fix in the baseline. */
function firstDifference(actual: unknown, expected: unknown, path = 'reply'): string {
  if (isDeepStrictEqual(actual, expected)) return '';
  if (actual && expected && typeof actual === 'object' && typeof expected === 'object') {
    const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
    for (const key of keys) {
      const inner = firstDifference(
        (actual as Record<string, unknown>)[key],
        (expected as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (inner) return inner;
    }
  }
  return `${path}: ${JSON.stringify(actual)?.slice(0, 200)} ≠ ${JSON.stringify(expected)?.slice(0, 200)}`;
}

/**
 * All three servers run at once (idle while another is measured), and each call is measured on the three
 * back to back, so the machine's other load weighs on a ratio's two sides alike.
 */
async function benchAll(targets: Target[]): Promise<void> {
  for (const t of targets) {
    console.error(`${t.name}: starting`);
    Object.assign(t, await startServer(t.args, t.env));
  }
  const [reference] = targets;
  for (const call of CALLS) {
    for (const t of targets) {
      const body = await getJson(t.port!, call.path(t.workspace), t.workspace.token);
      t.bodies.set(call.name, body);
      if (t.workspace === reference!.workspace && !isDeepStrictEqual(body, reference!.bodies.get(call.name))) {
        const expected = reference!.bodies.get(call.name);
        throw new Error(
          `${t.name} answers ${call.name} differently from the baseline: ${firstDifference(body, expected)}`,
        );
      }
      const result = await measure(t.port!, t.child!.pid!, call.path(t.workspace), t.workspace.token);
      t.results.set(call.name, result);
      console.error(`${t.name} ${call.name}: ${JSON.stringify(result)}`);
    }
  }
}

const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

async function main(): Promise<void> {
  console.error('Building the server…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@aerie/server'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The server build failed.');

  const databaseUrl = await recreateDatabase(DATABASE);
  const postgresWorkspace = await seedWorkspace({ databaseUrl, dataDir: null });
  const dataDir = mkdtempSync(join(tmpdir(), 'aerie-bench-'));
  try {
    const pgliteWorkspace = await seedWorkspace({ dataDir });
    const aerieEnv = { NODE_ENV: 'development', SEED_DEMO: 'false', WEB_DIST_DIR: join(dataDir, 'no-web-build') };
    const baseline = target(
      'baseline',
      ['bench/baseline-server.mjs'],
      { DATABASE_URL: databaseUrl },
      postgresWorkspace,
    );
    const postgres = target(
      'aerie-postgres',
      ['apps/server/dist/main.js'],
      { ...aerieEnv, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      postgresWorkspace,
    );
    const pglite = target(
      'aerie-pglite',
      ['apps/server/dist/main.js'],
      { ...aerieEnv, DATA_DIR: dataDir },
      pgliteWorkspace,
    );
    try {
      await benchAll([baseline, postgres, pglite]);
    } finally {
      for (const t of [baseline, postgres, pglite]) if (t.child) await stopServer(t.child);
    }

    const rows = [
      '| call | baseline req/s | Aerie PG req/s | ×baseline (≥0.6) | p99 base / Aerie PG ms | p99 × (≤2) | ' +
        'Aerie PGlite req/s | ×baseline (≥0.6) | p99 PGlite ms | p99 × (≤2) | errors base/PG/PGlite | peak RSS MB base/PG/PGlite |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ];
    for (const call of CALLS) {
      const b = baseline.results.get(call.name)!;
      const p = postgres.results.get(call.name)!;
      const l = pglite.results.get(call.name)!;
      rows.push(
        `| ${call.name} | ${fixed(b.requestsPerSecond, 0)} | ${fixed(p.requestsPerSecond, 0)} | ` +
          `${fixed(p.requestsPerSecond / b.requestsPerSecond)} | ${fixed(b.p99Ms, 1)} / ${fixed(p.p99Ms, 1)} | ` +
          `${fixed(p.p99Ms / b.p99Ms)} | ${fixed(l.requestsPerSecond, 0)} | ` +
          `${fixed(l.requestsPerSecond / b.requestsPerSecond)} | ${fixed(l.p99Ms, 1)} | ${fixed(l.p99Ms / b.p99Ms)} | ` +
          `${b.errors}/${p.errors}/${l.errors} | ${b.peakRssMb}/${p.peakRssMb}/${l.peakRssMb} |`,
      );
    }
    const peak = (results: Map<string, Result>) => Math.max(...[...results.values()].map((r) => r.peakRssMb));
    const [b, p, l] = [peak(baseline.results), peak(postgres.results), peak(pglite.results)];
    console.log(`\n${rows.join('\n')}\n`);
    console.log(
      `Peak RSS: baseline ${b} MB, Aerie on PostgreSQL ${p} MB (${fixed(p / b)}×, goal ≤ 1.25×), ` +
        `Aerie on PGlite ${l} MB (baseline + ${l - b} MB, goal ≤ +200 MB)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    stopAll();
    clearTimeout(deadline);
  });
