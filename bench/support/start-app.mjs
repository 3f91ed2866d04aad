// Starts Aerie the way the README does (`npm start`: build, then the server) on a free port with a
// throw-away data folder, and stops it by the pid of the process group it started.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url}/healthz within ${timeoutMs / 1000} s`);
}

/**
 * `script` is the root package.json script to run ("start" builds first). Returns the base URL and a
 * `stop()` that ends the whole process group (npm, the server and anything it spawned) by its pid.
 */
export async function startApp({ script = 'start', env = {}, quiet = true } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'aerie-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['run', '--silent', script], {
    detached: true,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop };
}
