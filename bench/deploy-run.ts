/**
 * `npm run bench:deploy`: one deployment run against a real OpenSSH sshd on 127.0.0.1 (issue 13), the same
 * small repository (index.html, package.json, a stylesheet) on Aerie Git, the same build commands, back to
 * back in one process:
 *   aerie   Deploy now → the run succeeded, measured from the run's queued_at to its finished_at (the app's
 *           own clock: the queue's pick-up, the SSH connection, git's clone over HTTP from Aerie Git with a
 *           token made for the run, the commands, the log written), the deploy path emptied first, so
 *           every run is a fresh clone
 *   by hand the same work as a person would type it: one `ssh` to the same server running `git clone
 *           --depth 1` of the same Aerie Git URL with a personal access token, then the same commands
 * Prints the median of BENCH_RUNS (default 7) of each and the ratio (goal: Aerie ≤ 1.5× by hand).
 *
 * The app runs from source (`tsx apps/server/src/main.ts`, PGlite, a throw-away data folder) with
 * NODE_ENV=development (so a loopback server may be connected) and JOB_POLL_SECONDS=0.5, as the end-to-end
 * suite does; it is stopped by its process group's pid, the sshd by its own stop().
 *
 * Environment: BENCH_RUNS (default 7), JOB_POLL_SECONDS (the queue's poll, default 0.5).
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { shellQuote } from '../apps/server/src/modules/deployments/deploy-script.js';
import { sshArgs } from '../apps/server/test/support/ssh-client.js';
import { startSshd, type TestSshd } from '../apps/server/test/support/sshd.js';
import { git, withCredentials } from '../tests/e2e/support/git-client.js';

const ROOT = new URL('..', import.meta.url).pathname;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
const GOAL_RATIO = 1.5;
const COMMANDS = ['echo building', 'ls', 'cat package.json', 'wc -c index.html'].join('\n');
const DEADLINE_MS = 10 * 60 * 1000;

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The app from source on a free port; `stop()` ends its whole process group by pid. */
async function startAerie() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'aerie-bench-deploy-'));
  const url = `http://localhost:${port}`;
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      GIT_DIR: join(dataDir, 'git'),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      JOB_POLL_SECONDS: process.env.JOB_POLL_SECONDS ?? '0.5',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up (${child.exitCode}).`);
    const healthy = await fetch(`${url}/healthz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (healthy) break;
    if (attempt > 480) {
      await stop();
      throw new Error('The app did not start within 2 minutes.');
    }
    await sleep(250);
  }
  return { url, stop };
}

/** A JSON call to the app; anything but 200 stops the benchmark with the reply. */
async function call<T>(base: string, method: string, path: string, token?: string, body?: object): Promise<T> {
  const reply = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await reply.text();
  if (reply.status !== 200) throw new Error(`${method} ${path} answered ${reply.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A verified account (register → the development inbox's link → verify → login) with a project. */
async function setUpAccount(base: string) {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const password = 'wide-skies-77';
  await call(base, 'POST', '/api/api/user/create', undefined, {
    first: 'Bench',
    last: 'Runner',
    email,
    phone: '+44 20 7946 0999',
    account_type: 'Business',
    business_name: 'Bench Deployments',
    password,
    accept_terms: true,
  });
  let verifyToken: string | undefined;
  for (let attempt = 0; !verifyToken && attempt < 100; attempt += 1) {
    const inbox = await call<Array<{ to: string; text: string }>>(base, 'GET', '/dev/mail.json');
    verifyToken = inbox.find((mail) => mail.to === email)?.text.match(/\/verify\/([A-Za-z0-9_-]+)/)?.[1];
    if (!verifyToken) await sleep(200);
  }
  if (!verifyToken) throw new Error('No verification e-mail arrived.');
  await call(base, 'GET', `/api/api/user/verify/${verifyToken}`);
  const login = await call<{ access_token: string; business: { id: number; slug: string } }>(
    base,
    'POST',
    '/api/api/login',
    undefined,
    { email, password },
  );
  const token = login.access_token;
  const categories = await call<{ data: Array<{ id: number }> }>(base, 'GET', '/api/api/categories', token);
  const project = await call<{ data: { u_id: string } }>(base, 'POST', '/api/projects/create', token, {
    name: 'Bench site',
    description: 'A small site deployed again and again.',
    category_id: categories.data[0]!.id,
    business_id: login.business.id,
  });
  return { email, token, workspaceSlug: login.business.slug, projectUid: project.data.u_id };
}

/** The sshd's user runs `script` through the real OpenSSH client with the sshd's client key. */
function sshRun(sshd: TestSshd, keyFile: string, script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile('ssh', sshArgs(sshd, keyFile, 'bash -s'), { timeout: 60_000 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`ssh failed: ${stderr}`)) : resolve(),
    );
    child.stdin?.end(script);
  });
}

const deadline = setTimeout(() => {
  console.error(`The benchmark ran past ${DEADLINE_MS / 60_000} minutes; stopping.`);
  process.exit(1);
}, DEADLINE_MS);

const sshd = await startSshd();
const app = await startAerie().catch(async (error: unknown) => {
  await sshd.stop();
  throw error;
});
const scratch = mkdtempSync(join(tmpdir(), 'aerie-bench-git-'));
const deployPath = `${sshd.home}/aerie-bench-${Date.now().toString(36)}`;
const handPath = `${deployPath}-by-hand`;

try {
  const owner = await setUpAccount(app.url);
  const server = await call<{ data: { id: number } }>(
    app.url,
    'POST',
    `/api/falcons/add/${owner.workspaceSlug}`,
    owner.token,
    {
      name: 'Bench sshd',
      hostname: 'Bench',
      ip: sshd.host,
      port: sshd.port,
      protocal: 'ssh',
      username: sshd.user,
      ssh: sshd.clientKey.privateKey,
      hardlink: 0,
      maintenance: 0,
      project_id: owner.projectUid,
    },
  );
  const repository = await call<{ data: { id: number; http_url: string } }>(
    app.url,
    'POST',
    `/api/projects/repositories/${owner.workspaceSlug}/create`,
    owner.token,
    { name: 'bench-site', description: 'Bench', private: true, project_id: owner.projectUid, platform: 'aerie' },
  );
  const pat = await call<{ data: { token: string } }>(app.url, 'POST', '/api/user/tokens', owner.token, {
    name: 'bench',
  });
  const cloneUrl = withCredentials(repository.data.http_url, owner.email, pat.data.token);

  const work = join(scratch, 'work');
  const clone = await git(['clone', cloneUrl, 'work'], scratch, scratch);
  if (clone.code !== 0) throw new Error(`git clone failed: ${clone.stderr}`);
  writeFileSync(join(work, 'index.html'), '<!doctype html><title>Bench</title><h1>Deployed</h1>\n');
  writeFileSync(join(work, 'package.json'), '{ "name": "bench-site", "version": "1.0.0" }\n');
  writeFileSync(join(work, 'site.css'), 'body { font-family: system-ui; margin: 2rem; }\n');
  for (const args of [
    ['checkout', '-b', 'main'],
    ['add', '.'],
    ['commit', '-m', 'Bench site'],
    ['push', 'origin', 'main'],
  ]) {
    const result = await git(args, work, scratch);
    if (result.code !== 0) throw new Error(`git ${args[0]} failed: ${result.stderr}`);
  }

  const deployment = await call<{ data: { id: number; slug: string } }>(
    app.url,
    'POST',
    '/api/deployments/create',
    owner.token,
    {
      server_id: server.data.id,
      repo_id: repository.data.id,
      branch: 'main',
      deploy_path: deployPath,
      project_id: owner.projectUid,
    },
  );
  await call(app.url, 'POST', '/api/commands/create', owner.token, {
    deployment_id: deployment.data.id,
    project_id: owner.projectUid,
    commands: COMMANDS,
  });

  type Run = {
    id: number;
    status: string;
    queued_at: string;
    started_at: string | null;
    finished_at: string | null;
    failure_reason: string | null;
  };
  const finished = async (runId: number): Promise<Run> => {
    for (;;) {
      const run = (await call<{ data: Run }>(app.url, 'GET', `/api/deployment-runs/${runId}`, owner.token)).data;
      if (!['queued', 'running'].includes(run.status)) return run;
      await sleep(50);
    }
  };
  // The first run (queued by the create) is the warm-up; it may have run before the commands were saved.
  const runs = await call<{ data: { data: Run[] } }>(
    app.url,
    'GET',
    `/api/deployments/${deployment.data.slug}/runs`,
    owner.token,
  );
  await finished(runs.data.data[0]!.id);
  const finishedRunsOf = async () =>
    (
      await call<{ data: { data: Run[] } }>(
        app.url,
        'GET',
        `/api/deployments/${deployment.data.slug}/runs`,
        owner.token,
      )
    ).data.data[0]!;

  const keyFile = join(scratch, 'client_key');
  writeFileSync(
    keyFile,
    sshd.clientKey.privateKey.endsWith('\n') ? sshd.clientKey.privateKey : `${sshd.clientKey.privateKey}\n`,
    {
      mode: 0o600,
    },
  );
  const byHandScript = [
    'set -e',
    `git clone -q --depth 1 --branch main -- ${shellQuote(cloneUrl)} ${shellQuote(handPath)}`,
    `cd ${shellQuote(handPath)}`,
    COMMANDS,
  ].join('\n');

  const aerieMs: number[] = [];
  const handMs: number[] = [];
  /** Of Aerie's time, how long the run waited in the queue before a worker took it. */
  const waitMs: number[] = [];
  for (let round = 1; round <= RUNS; round += 1) {
    rmSync(deployPath, { recursive: true, force: true });
    const queued = await call<{ data: { id: number } }>(
      app.url,
      'POST',
      `/api/deployments/${deployment.data.slug}/runs`,
      owner.token,
    );
    const run = await finished(queued.data.id);
    if (run.status !== 'succeeded') throw new Error(`Run ${run.id} ended ${run.status}: ${run.failure_reason}`);
    aerieMs.push(Date.parse(run.finished_at!) - Date.parse(run.queued_at));
    waitMs.push(Date.parse(run.started_at!) - Date.parse(run.queued_at));

    rmSync(handPath, { recursive: true, force: true });
    const started = performance.now();
    await sshRun(sshd, keyFile, byHandScript);
    handMs.push(performance.now() - started);
    console.log(
      `round ${round}: aerie ${aerieMs.at(-1)} ms (${waitMs.at(-1)} ms queued), by hand ${Math.round(handMs.at(-1)!)} ms`,
    );
  }

  if (process.env.BENCH_VERBOSE) {
    // Where the last run's time went: each log line with its offset from the run's start.
    const last = (
      await call<{ data: Run & { lines: Array<{ ts: string; line: string }> } }>(
        app.url,
        'GET',
        `/api/deployment-runs/${(await finishedRunsOf()).id}`,
        owner.token,
      )
    ).data;
    const start = Date.parse(last.started_at!);
    for (const line of last.lines) console.log(`  +${Date.parse(line.ts) - start} ms  ${line.line}`);
    console.log(`  +${Date.parse(last.finished_at!) - start} ms  (finished)`);
  }

  const aerie = median(aerieMs);
  const hand = median(handMs);
  const ratio = aerie / hand;
  console.log('');
  console.log(
    `deploy run, median of ${RUNS}: aerie ${aerie} ms queue to finish (median wait in the queue ${median(waitMs)} ms, ` +
      `median run alone ${median(aerieMs.map((ms, index) => ms - waitMs[index]!))} ms), by hand ${Math.round(hand)} ms`,
  );
  console.log(`ratio ${ratio.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×) ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'}`);
} finally {
  clearTimeout(deadline);
  await app.stop();
  await sshd.stop();
  rmSync(scratch, { recursive: true, force: true });
  rmSync(deployPath, { recursive: true, force: true });
  rmSync(handPath, { recursive: true, force: true });
}
