import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequestRaw, type IncomingHttpHeaders } from 'node:http';

import { serverCommand } from './server-command.js';
import { freePort } from './sshd.js';

const STARTUP_TIMEOUT_MS = 60_000;

export interface AerieProcess {
  pid: number;
  /** `http://127.0.0.1:{port}`, also its APP_URL (null for `--role=worker`, which serves no HTTP). */
  url: string | null;
  /** What the process wrote to stdout and stderr so far (for a failing test's message). */
  output(): string;
  /** Whether the process is still running (the same one: never restarted behind the test's back). */
  alive(): boolean;
  /** kill -9: no shutdown hook runs, exactly like a power cut or the OOM killer. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit (the graceful path). */
  stop(): Promise<void>;
}

/** Resolves when the process has exited (at once if it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Polls `/healthz` until it answers 200; fails early when the process dies while starting. */
async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Aerie exited while starting:\n${output()}`);
    }
    const reply = await fetch(`${url}/healthz`).catch(() => null);
    if (reply?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`Aerie did not become healthy at ${url}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts Aerie as a real OS process (`node dist/main.js --role=…` after `npm test`'s build, server-command.ts),
 * so a test can kill it with SIGKILL and start it again on the same database. Offline adapters throughout
 * (sandbox payments, dev-inbox mail unless `env.SMTP_URL` is set). Waits for `/healthz` when it serves HTTP;
 * a worker serves nothing, so its caller polls the database for what it does.
 */
export async function startAerieProcess(options: {
  databaseUrl: string;
  role?: 'web' | 'worker' | 'all';
  env?: Record<string, string>;
  /** Reuse a port (and so APP_URL) across restarts; a free one otherwise. */
  port?: number;
}): Promise<AerieProcess> {
  const role = options.role ?? 'all';
  const port = options.port ?? (await freePort());
  const url = role === 'worker' ? null : `http://127.0.0.1:${port}`;
  const child = spawn(...serverCommand(`--role=${role}`), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      JOB_POLL_SECONDS: '0.5',
      DATABASE_URL: options.databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      WEB_DIST_DIR: '/nonexistent-web-build',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const keep = (chunk: Buffer) => {
    // The last 20 kB is plenty to see why a start failed.
    text = (text + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const output = () => text;
  const handle: AerieProcess = {
    pid: child.pid!,
    url,
    output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(child.pid!, 'SIGKILL');
      await exited(child);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    },
  };
  try {
    if (url) await waitForHealth(url, child, output);
  } catch (error) {
    await handle.kill().catch(() => {});
    throw error;
  }
  return handle;
}

/** Stops every process still running (test teardown), each by its own pid. */
export async function stopAll(processes: AerieProcess[]): Promise<void> {
  await Promise.all(processes.map((one) => one.kill().catch(() => {})));
}

/**
 * One HTTP request to a process, with any Host header (fetch refuses to set one): a storefront is found by
 * its host name, as behind the load balancer.
 */
export function httpRequest(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequestRaw(
      new URL(options.path, base),
      { method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
