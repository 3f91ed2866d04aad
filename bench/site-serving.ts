/**
 * `npm run bench:sites`: serving one published page (issue 9, "Done when"). The same page, same bytes,
 * same headers, measured with wrk (100 connections, `Accept-Encoding: gzip`) back to back on:
 *   aerie      the compiled server (`node apps/server/dist/main.js`, PGlite), the page asked for by Host
 *              header (`bench.sites.localhost`) after a real publish through the API; it counts every view
 *              (site analytics, issue 31: a browser's User-Agent is sent, so each request is a counted view)
 *   aerie-off  a second Aerie with its own database and the same site, started with SITE_ANALYTICS=false
 *   node       a bare node:http server sending the bytes and headers Aerie sent (bench/site-baseline-server.mjs)
 *   nginx      nginx serving the same HTML as a static file (gzip_static: the same gzip bytes), one worker
 * Prints req/s, p99 and errors with the ratios (goals: Aerie ≥ 0.8× the bare Node server, and ≥ 0.9× the
 * same Aerie without counting; the nginx ratio is recorded). Every process it starts is stopped by its pid; nginx runs on its own config and pid file in
 * a temporary folder.
 *
 * Environment: BENCH_DURATION (wrk seconds per target, default 10), BENCH_CONNECTIONS (default 100),
 * BENCH_PORT_BASE (four ports from here, default 18301), BENCH_ROLE (Aerie's `--role`, default all), BENCH_PROFILE (a folder: Aerie writes a CPU profile
 * there when it stops).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { openDatabase } from '../apps/server/src/db/client.js';
import { websites } from '../apps/server/src/db/schema/index.js';
import { benchProjectData } from './support/site-page.js';
import { runWrk, type WrkResult } from './support/wrk.js';
import { seedWorkspace } from './seed-workspace.js';

const ROOT = new URL('..', import.meta.url).pathname;
const NODE = join(ROOT, 'node_modules/.bin/node');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 18301);
const DEADLINE_MS = 15 * 60 * 1000;
const SUBDOMAIN = 'bench';
/** nginx is a reference, not the goal: a machine without it runs the other rounds and says so. */
const HAS_NGINX = spawnSync('nginx', ['-v']).status === 0;
/** A browser's user agent: without one, a request counts as a bot (a cheaper path than a person's view). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const started = new Set<ChildProcess>();
function stopAll(): void {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
}
const deadline = setTimeout(() => {
  console.error(`The benchmark ran past ${DEADLINE_MS / 60_000} minutes; stopping.`);
  stopAll();
  process.exit(1);
}, DEADLINE_MS);

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function get(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitFor(port: number, host: string, path: string, child?: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 720; attempt += 1) {
    if (child && child.exitCode !== null) throw new Error(`A server exited during start-up (${child.exitCode}).`);
    try {
      if ((await get(port, host, path)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nothing answered on port ${port} within three minutes.`);
}

function startProcess(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.add(child);
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
  started.delete(child);
}

type Result = WrkResult;

const measure = (port: number, host: string, seconds = DURATION): Promise<Result> =>
  runWrk({
    url: `http://127.0.0.1:${port}/`,
    seconds,
    connections: CONNECTIONS,
    headers: [`Host: ${host}`, 'Accept-Encoding: gzip', `User-Agent: ${BROWSER}`],
    started,
  });

/** Seeds an owner with a project, adds the bench site to it, and hands back what publishing needs. */
async function seedSite(dataDir: string, assetsBase: string) {
  const workspace = await seedWorkspace({ dataDir });
  const database = await openDatabase({ dataDir });
  try {
    const [project] = (
      await database.pool.query<{ id: number; owner_id: number }>('select id, owner_id from projects where uid = $1', [
        workspace.boardUid,
      ])
    ).rows;
    const [site] = await database.db
      .insert(websites)
      .values({
        projectId: project!.id,
        name: 'Bench Studio',
        subdomain: SUBDOMAIN,
        template: 'agency',
        projectData: benchProjectData(assetsBase),
        createdById: project!.owner_id,
      })
      .returning();
    return { token: workspace.token, uuid: site!.uuid };
  } finally {
    await database.close();
  }
}

function nginxConfig(dir: string, port: number, headers: Record<string, string>): string {
  const addHeaders = Object.entries(headers)
    .map(([name, value]) => `      add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n');
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  types { text/html html; }
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/site;
    location / {
      gzip_static on;
      gzip_vary on;
${addHeaders}
    }
  }
}
`;
}

const median = (values: number[]) => [...values].sort((p, q) => p - q)[Math.floor(values.length / 2)]!;
const medianOf = (results: Result[]): Result => ({
  requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
  p99Ms: median(results.map((result) => result.p99Ms)),
  errors: results.reduce((sum, result) => sum + result.errors, 0),
});

const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** Seeds a site in its own database, starts an Aerie on it and publishes the site through the API. */
async function startPublishedAerie(dir: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const sitesHost = `sites.localhost:${port}`;
  const { token, uuid } = await seedSite(join(dir, 'data'), `http://assets.${sitesHost}`);
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const role = process.env.BENCH_ROLE ? [`--role=${process.env.BENCH_ROLE}`] : [];
  const aerie = startProcess(NODE, [...profile, 'apps/server/dist/main.js', ...role], {
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    WEB_DIST_DIR: join(dir, 'no-web-build'),
    ...env,
  });
  await waitFor(port, `localhost:${port}`, '/healthz', aerie);
  const published = await fetch(`http://127.0.0.1:${port}/builder-api/site/${uuid}/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', host: `localhost:${port}` },
    body: JSON.stringify({ revision: 1 }),
  });
  if (!published.ok) throw new Error(`Publishing failed: ${await published.text()}`);
  return aerie;
}

async function main(): Promise<void> {
  console.error('Building the server…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@aerie/server'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The server build failed.');

  const [aeriePort, nodePort, nginxPort, offPort] = [PORT_BASE, PORT_BASE + 1, PORT_BASE + 2, PORT_BASE + 3];
  const sitesHost = `sites.localhost:${aeriePort}`;
  const host = `${SUBDOMAIN}.${sitesHost}`;
  const dir = mkdtempSync(join(tmpdir(), 'aerie-sites-bench-'));
  try {
    const aerie = await startPublishedAerie(dir, aeriePort, {});
    const offDir = join(dir, 'off');
    mkdirSync(offDir);
    const aerieOff = await startPublishedAerie(offDir, offPort, { SITE_ANALYTICS: 'false' });
    const offHost = `${SUBDOMAIN}.sites.localhost:${offPort}`;
    try {
      // What Aerie sends, to be sent byte for byte by the other two.
      const plain = await get(aeriePort, host, '/');
      const gzipped = await get(aeriePort, host, '/', { 'accept-encoding': 'gzip' });
      if (plain.status !== 200 || gzipped.headers['content-encoding'] !== 'gzip') {
        throw new Error(`The published page did not come back as expected (${plain.status}).`);
      }
      const replayed = Object.fromEntries(
        Object.entries(plain.headers).filter(
          ([name]) =>
            !['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding'].includes(name),
        ),
      );
      writeFileSync(
        join(dir, 'page.json'),
        JSON.stringify({
          headers: replayed,
          contentType: plain.headers['content-type'],
          identity: plain.body.toString('base64'),
          gzip: gzipped.body.toString('base64'),
        }),
      );
      const baseline = startProcess(NODE, ['bench/site-baseline-server.mjs'], {
        PORT: String(nodePort),
        BASELINE_PAGE: join(dir, 'page.json'),
      });

      // nginx's worker runs as an unprivileged user when started by root: it must be able to read the page.
      chmodSync(dir, 0o755);
      mkdirSync(join(dir, 'site'));
      mkdirSync(join(dir, 'tmp'));
      writeFileSync(join(dir, 'site', 'index.html'), plain.body);
      writeFileSync(join(dir, 'site', 'index.html.gz'), gzipped.body);
      const { etag: _etag, vary: _vary, ...nginxHeaders } = replayed;
      writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, nginxPort, nginxHeaders));
      const nginx = HAS_NGINX ? startProcess('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], {}) : null;
      try {
        await waitFor(nodePort, host, '/', baseline);
        if (nginx) await waitFor(nginxPort, host, '/', nginx);
        const check = nginx ? await get(nginxPort, host, '/', { 'accept-encoding': 'gzip' }) : gzipped;
        if (!check.body.equals(gzipped.body)) {
          throw new Error(
            `nginx does not send the same gzip bytes: ${check.status} ${JSON.stringify(check.headers)} ${check.body.length}`,
          );
        }

        const targets = [
          ['aerie', aeriePort, host],
          ['aerieOff', offPort, offHost],
          ['node', nodePort, host],
          ['nginx', nginxPort, host],
        ] as const;
        const measured = targets.filter(([name]) => name !== 'nginx' || nginx);
        for (const [, port, target] of measured) await measure(port, target, 2); // warm-up: JIT, caches
        // Rounds interleave the targets, and the median of each is kept: the machine's other load (other
        // processes, other benchmarks) then weighs on every side of a ratio alike. Each round starts with the
        // next target: measured first every time, a target read about 3 % slower than its identical twin (two
        // Aeries both with SITE_ANALYTICS=false, docs/performance.md).
        const rounds: Record<string, Result[]> = { aerie: [], aerieOff: [], node: [], nginx: [] };
        for (let round = 0; round < ROUNDS; round += 1) {
          const order = [...measured.slice(round % measured.length), ...measured.slice(0, round % measured.length)];
          for (const [name, port, target] of order) {
            rounds[name]!.push(await measure(port, target));
            console.error(`round ${round + 1} ${name}: ${JSON.stringify(rounds[name]!.at(-1))}`);
          }
        }
        const {
          aerie: a,
          aerieOff: o,
          node: n,
          nginx: x,
        } = Object.fromEntries(
          Object.entries(rounds).map(([name, results]) => [
            name,
            results.length > 0 ? medianOf(results) : { requestsPerSecond: Number.NaN, p99Ms: Number.NaN, errors: 0 },
          ]),
        ) as Record<'aerie' | 'aerieOff' | 'node' | 'nginx', Result>;
        console.log(
          [
            '',
            `Page: ${plain.body.length} bytes of HTML, ${gzipped.body.length} gzipped; wrk ${CONNECTIONS} connections, ` +
              `${ROUNDS} interleaved rounds of ${DURATION} s, medians`,
            '',
            '| server | req/s | p99 ms | errors | Aerie × |',
            '|---|---|---|---|---|',
            `| Aerie (Host-header site), counting views | ${fixed(a.requestsPerSecond, 0)} | ${fixed(a.p99Ms, 1)} | ${a.errors} | 1.00 |`,
            `| Aerie, SITE_ANALYTICS=false | ${fixed(o.requestsPerSecond, 0)} | ${fixed(o.p99Ms, 1)} | ${o.errors} | ${fixed(a.requestsPerSecond / o.requestsPerSecond)} (goal ≥ 0.9) |`,
            `| bare node:http, same bytes | ${fixed(n.requestsPerSecond, 0)} | ${fixed(n.p99Ms, 1)} | ${n.errors} | ${fixed(a.requestsPerSecond / n.requestsPerSecond)} (goal ≥ 0.8) |`,
            `| nginx static file (1 worker)${nginx ? '' : ', not installed here'} | ${fixed(x.requestsPerSecond, 0)} | ${fixed(x.p99Ms, 1)} | ${x.errors} | ${fixed(a.requestsPerSecond / x.requestsPerSecond)} |`,
            '',
          ].join('\n'),
        );
      } finally {
        if (nginx) await stopProcess(nginx);
        await stopProcess(baseline);
      }
    } finally {
      await stopProcess(aerieOff);
      await stopProcess(aerie);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
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
