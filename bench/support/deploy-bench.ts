/**
 * What the deployment benchmarks share (bench/deploy-run.ts, bench/release-rollback.ts): the app from source on
 * a free port (`tsx apps/server/src/main.ts`, PGlite, a throw-away data folder) with NODE_ENV=development (so a
 * loopback server may be connected) and JOB_POLL_SECONDS=0.5, as the end-to-end suite does, stopped by its
 * process group's pid; a JSON call; a verified account with a project; a script run over the real ssh client.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sshArgs } from '../../apps/server/test/support/ssh-client.js';
import { connectBody, type TestSshd } from '../../apps/server/test/support/sshd.js';

const ROOT = new URL('../..', import.meta.url).pathname;

export const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
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
export async function startAerie(name = 'deploy') {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `aerie-bench-${name}-`));
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
export async function call<T>(base: string, method: string, path: string, token?: string, body?: object): Promise<T> {
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

/** Earth, paid in the sandbox with 4242…: Air connects no server of the workspace's own. */
async function buyEarth(base: string, token: string, workspaceId: number) {
  const initialized = await call<{ data: { reference: string } }>(base, 'POST', '/api/transactions/initialize', token, {
    type: 'subscription',
    plan_id: 'earth',
    business_id: workspaceId,
  });
  const { reference } = initialized.data;
  const paid = await fetch(`${base}/sandbox/checkout/${reference}`, {
    method: 'POST',
    body: new URLSearchParams({ card_number: '4242 4242 4242 4242', action: 'pay' }),
    redirect: 'manual',
  });
  const location = paid.headers.get('location');
  if (paid.status !== 303 || !location) throw new Error(`The sandbox payment answered ${paid.status}.`);
  const transactionId = new URL(location, base).searchParams.get('transaction_id')!;
  const query = new URLSearchParams({ reference, transaction_id: transactionId });
  await call(base, 'GET', `/api/payment-hooks?${query}`, token);
}

/** A verified account on Earth (register → the development inbox's link → verify → login) with a project. */
export async function setUpAccount(base: string) {
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
  await buyEarth(base, token, login.business.id);
  return { email, token, workspaceSlug: login.business.slug, projectUid: project.data.u_id };
}

/**
 * The sshd connected as the workspace's server, an Aerie Git repository named `repositoryName`, and a personal
 * access token to push to it: what both deployment benchmarks start from.
 */
export async function connectServerAndRepository(
  base: string,
  owner: Awaited<ReturnType<typeof setUpAccount>>,
  sshd: TestSshd,
  repositoryName: string,
) {
  const server = await call<{ data: { id: number } }>(
    base,
    'POST',
    `/api/falcons/add/${owner.workspaceSlug}`,
    owner.token,
    connectBody(sshd, owner.projectUid, { name: 'Bench sshd', hostname: 'Bench' }),
  );
  const repository = await call<{ data: { id: number; http_url: string } }>(
    base,
    'POST',
    `/api/projects/repositories/${owner.workspaceSlug}/create`,
    owner.token,
    { name: repositoryName, description: 'Bench', private: true, project_id: owner.projectUid, platform: 'aerie' },
  );
  const pat = await call<{ data: { token: string } }>(base, 'POST', '/api/user/tokens', owner.token, { name: 'bench' });
  return { server, repository, pat };
}

/** The sshd's user runs `script` through the real OpenSSH client with the sshd's client key. */
export function sshRun(sshd: TestSshd, keyFile: string, script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile('ssh', sshArgs(sshd, keyFile, 'bash -s'), { timeout: 60_000 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`ssh failed: ${stderr}`)) : resolve(),
    );
    child.stdin?.end(script);
  });
}
