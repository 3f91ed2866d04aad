/**
 * `npm run bench:soak`: the soak benchmark of issue 33 §3, run by hand (never in CI). An hour of a mixed
 * workload at a fixed rate — browse the dashboard, publish a site, serve its pages, buy in a store, push and
 * deploy to a test sshd, move tasks — on loopback only, then the goals judged: 0 errors, 0 lost writes, p99
 * steady, RSS flat, the job queue's lag under 5 s.
 *
 *   SOAK_DB=postgres (default)  two web processes and one worker (`--role=web|worker`) on a fresh database
 *                               `aerie_soak`, sharing one data folder (FILES_DIR, GIT_DIR)
 *   SOAK_DB=pglite              the default single process (all roles, its own PGlite folder) at a lower
 *                               rate, then SOAK_IDLE_SECONDS of no load: idle CPU and RSS back near warm
 *
 * Environment: SOAK_MINUTES (60), SOAK_RATE (requests/s: 20 on PostgreSQL, 5 on PGlite), SOAK_IDLE_SECONDS
 * (300), SOAK_DEPLOY_MINUTES (between deploys: 10, at most half the run), SOAK_TIMEOUT_MS (15000 per
 * request), SOAK_OUT (/tmp/aerie-soak.json), BENCH_POSTGRES_URL (the server to create `aerie_soak` on).
 * Every process it starts is stopped by its process group's pid; the run stops itself past its deadline.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import { startSshd, type TestSshd } from '../apps/server/test/support/sshd.js';
import { recreateDatabase } from './support/bench-postgres.js';
import { freePort, sleep } from './support/deploy-bench.js';
import { target } from './support/soak-http.js';
import { checkWrites, publishIdBefore, type Query } from './support/soak-lost-writes.js';
import {
  CallRecorder,
  readProcess,
  sampleProcesses,
  sampleQueueLag,
  type ProcessSample,
} from './support/soak-metrics.js';
import { build, killAll, startApp, stopApp, type AppProcess } from './support/soak-processes.js';
import { markdown, summarize, type SoakResults } from './support/soak-report.js';
import { setUpWorld, SOAK_DEPLOY_FOLDER, type SoakWorld } from './support/soak-setup.js';
import { Workload } from './support/soak-workload.js';

const MODE = process.env.SOAK_DB === 'pglite' ? 'pglite' : 'postgres';
const MINUTES = Number(process.env.SOAK_MINUTES ?? 60);
const RATE = Number(process.env.SOAK_RATE ?? (MODE === 'pglite' ? 5 : 20));
const IDLE_SECONDS = MODE === 'pglite' ? Number(process.env.SOAK_IDLE_SECONDS ?? 300) : 0;
const DEPLOY_MINUTES = Number(process.env.SOAK_DEPLOY_MINUTES ?? Math.min(10, MINUTES / 2));
const OUT = process.env.SOAK_OUT ?? '/tmp/aerie-soak.json';
const DEADLINE_MS = (MINUTES + 15) * 60_000 + IDLE_SECONDS * 1000;

let sshd: TestSshd | null = null;
/** Folders the run made, removed however it ends. */
const scratch = new Set<string>();
function abandon(code: number): void {
  killAll();
  // After SIGKILL the processes need a moment to be gone, or a folder may gain a file while it is removed.
  void sleep(1000)
    .then(() => {
      for (const folder of scratch) rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
    })
    .catch((error: unknown) => console.error(error))
    .then(() => sshd?.stop())
    .finally(() => process.exit(code));
}
const deadline = setTimeout(() => {
  console.error(`The soak ran past ${DEADLINE_MS / 60_000} minutes; stopping.`);
  abandon(1);
}, DEADLINE_MS);
process.on('SIGINT', () => abandon(130));

/** The same settings for every process: one data folder, one secret, one public address (the first web's). */
function sharedEnv(dataDir: string, appPort: number): Record<string, string> {
  return {
    NODE_ENV: 'development', // lets a loopback server be connected, and the sandbox take payments
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    FILES_DIR: join(dataDir, 'files'),
    GIT_DIR: join(dataDir, 'git'),
    SECRET_KEY: 'soak-benchmark-secret-key-0123456789abcdef',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    APP_URL: `http://localhost:${appPort}`,
    SITES_URL: `http://sites.localhost:${appPort}`,
    STORES_URL: `http://stores.localhost:${appPort}`,
    // The soak is the shoppers' load balancer: it names each shopper's address in X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
  };
}

async function startProcesses(dataDir: string, databaseUrl: string | null): Promise<AppProcess[]> {
  const appPort = await freePort();
  const env = sharedEnv(dataDir, appPort);
  if (!databaseUrl) return [await startApp('aerie (all roles, PGlite)', 'all', env, appPort)];
  const withDatabase = { ...env, DATABASE_URL: databaseUrl };
  // One at a time: the first applies the migrations, the rest find them done.
  const web1 = await startApp('web 1', 'web', withDatabase, appPort);
  const web2 = await startApp('web 2', 'web', withDatabase);
  const worker = await startApp('worker', 'worker', withDatabase);
  return [web1, web2, worker];
}

const pgQuery =
  (client: pg.Client): Query =>
  async (sql, params) =>
    (await client.query(sql, params)).rows;
const pgliteQuery =
  (db: PGlite): Query =>
  async (sql, params) =>
    (await db.query<Record<string, unknown>>(sql, params)).rows;

async function main(): Promise<SoakResults> {
  build();
  const dataDir = mkdtempSync(join(tmpdir(), 'aerie-soak-'));
  scratch.add(dataDir);
  const databaseUrl = MODE === 'postgres' ? await recreateDatabase('aerie_soak') : null;
  sshd = await startSshd();
  let processes: AppProcess[] = [];
  let world: SoakWorld | null = null;
  try {
    processes = await startProcesses(dataDir, databaseUrl);
    const webs = processes.filter((app) => app.base).map((app) => target(app.base!));
    console.error('Setting up the account, site, store, board and deployment…');
    world = await setUpWorld(webs[0]!, sshd);
    scratch.add(world.gitHome);

    // Before the load: the publishes' ids so far (PGlite cannot be read from outside while it runs, so
    // there it is known instead: the setup's one publish is the history's first row).
    const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
    await client?.connect();
    const publishIdStart = client ? await publishIdBefore(pgQuery(client)) : 1;

    console.error(`Load: ${MINUTES} min at ${RATE} requests/s over ${webs.length} web process(es)…`);
    const startedAt = performance.now();
    const recorder = new CallRecorder(startedAt);
    const processSamples = new Map<string, ProcessSample[]>();
    const stopSampling = sampleProcesses(processes, startedAt, processSamples);
    const queueLag: Array<{ atSeconds: number; lagSeconds: number }> = [];
    const stopLag = databaseUrl ? sampleQueueLag(databaseUrl, startedAt, queueLag) : null;
    const workload = new Workload({
      world,
      targets: webs,
      recorder,
      ratePerSecond: RATE,
      durationMs: MINUTES * 60_000,
      deployEveryMs: DEPLOY_MINUTES * 60_000,
    });
    const progress = setInterval(() => {
      const minute = Math.floor((performance.now() - startedAt) / 60_000);
      const calls = [...recorder.calls.values()].map((byMinute) => byMinute[minute - 1]).filter(Boolean);
      const count = calls.reduce((sum, stats) => sum + stats!.count, 0);
      const errors = calls.reduce((sum, stats) => sum + stats!.errors, 0);
      console.error(`minute ${minute}: ${count} calls, ${errors} errors`);
    }, 60_000);
    await workload.run();
    clearInterval(progress);
    const loadSeconds = Math.round((performance.now() - startedAt) / 1000);
    await stopLag?.();

    let idle: SoakResults['idle'];
    if (IDLE_SECONDS > 0) {
      console.error(`Idle for ${IDLE_SECONDS} s…`);
      const [app] = processes;
      const before = readProcess(app!.pid)!;
      await sleep(IDLE_SECONDS * 1000);
      const after = readProcess(app!.pid)!;
      const samples = processSamples.get(app!.name)!;
      const warm = samples.find((sample) => sample.atSeconds >= loadSeconds / 10) ?? samples[0]!;
      idle = {
        seconds: IDLE_SECONDS,
        cpuPercentOfCore: Math.round(((after.cpuSeconds - before.cpuSeconds) / IDLE_SECONDS) * 1000) / 10,
        warmRssMb: Math.round(warm.rssMb),
        rssAfterIdleMb: Math.round(after.rssMb),
      };
    }
    stopSampling();

    let writes;
    if (client) {
      writes = await checkWrites(pgQuery(client), world, workload.tally, publishIdStart);
      await client.end();
    } else {
      // PGlite is one process's: read its folder once that process has stopped.
      for (const app of processes) await stopApp(app);
      const db = new PGlite(join(dataDir, 'pglite'));
      writes = await checkWrites(pgliteQuery(db), world, workload.tally, publishIdStart);
      await db.close();
    }
    console.error(`Tasks moved to done: ${writes.movesToDone}; tasks of unknown state: ${writes.unknownTasks}`);
    return summarize({
      mode: MODE,
      minutes: MINUTES,
      ratePerSecond: RATE,
      recorder,
      processSamples,
      loadSeconds,
      queueLag: databaseUrl ? queueLag : null,
      writes: writes.checks,
      idle,
    });
  } finally {
    for (const app of processes) await stopApp(app);
    // The deployment's folder on the sshd's user's home, and the soak's own clone.
    if (world?.gitHome) rmSync(world.gitHome, { recursive: true, force: true });
    rmSync(join(sshd.home, SOAK_DEPLOY_FOLDER), { recursive: true, force: true });
    await sshd.stop();
    sshd = null;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main()
  .then((results) => {
    writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
    console.log(markdown(results));
    console.log(`\nJSON: ${OUT}`);
    process.exitCode = results.goals.every((goal) => goal.pass) ? 0 : 2;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    killAll();
    clearTimeout(deadline);
  });
