/**
 * The soak's processes: the compiled server (`node apps/server/dist/main.js`) started detached, so each is the
 * leader of its own process group and is stopped by that group's pid (never by name), on success, error or
 * SIGINT. A web process is ready when it answers /healthz; a worker (no HTTP) when it logs that it runs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

import { freePort, sleep } from './deploy-bench.js';

export const ROOT = new URL('../..', import.meta.url).pathname;
const NODE = join(ROOT, 'node_modules/.bin/node');

export interface AppProcess {
  name: string;
  pid: number;
  /** `http://127.0.0.1:{port}`; null for a worker. */
  base: string | null;
  child: ChildProcess;
}

const running = new Set<AppProcess>();

export function build(): void {
  console.error('Building the server…');
  const result = spawnSync(NODE, ['apps/server/scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The server build failed.');
}

export async function startApp(
  name: string,
  role: 'web' | 'worker' | 'all',
  env: Record<string, string>,
  port?: number,
): Promise<AppProcess> {
  const listen = port ?? (await freePort());
  const child = spawn(NODE, ['apps/server/dist/main.js', `--role=${role}`], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      LOG_LEVEL: role === 'worker' ? 'info' : 'warn',
      ...env,
      PORT: String(listen),
      HOST: '127.0.0.1',
    },
  });
  const app: AppProcess = {
    name,
    pid: child.pid!,
    base: role === 'worker' ? null : `http://127.0.0.1:${listen}`,
    child,
  };
  running.add(app);
  let logged = '';
  child.stdout!.on('data', (part: Buffer) => {
    if (logged.length < 100_000) logged += part.toString('utf8');
  });
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited during start-up (${child.exitCode}).`);
    if (app.base) {
      const healthy = await fetch(`${app.base}/healthz`).then(
        (reply) => reply.ok,
        () => false,
      );
      if (healthy) return app;
    } else if (logged.includes('is running')) return app;
    await sleep(250);
  }
  throw new Error(`${name} did not start within 2 minutes.`);
}

export async function stopApp(app: AppProcess): Promise<void> {
  running.delete(app);
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  const exited = new Promise((resolve) => app.child.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-app.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Last resort (deadline, SIGINT): every group still running gets SIGKILL at once. */
export function killAll(): void {
  for (const app of running) {
    try {
      process.kill(-app.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  running.clear();
}
