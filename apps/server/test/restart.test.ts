import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createLogger } from '../src/logger.js';
import { startRuntime } from '../src/runtime.js';

const dataDir = mkdtempSync(join(tmpdir(), 'aerie-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts Aerie on the PGlite folder under `dataDir`, as `npm start` does with `./data`. */
async function start() {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent-web-build',
  });
  const database = await openDatabase({ dataDir: config.dataDir });
  return startRuntime({ config, logger: createLogger(config), database, role: 'all' });
}

describe('the embedded database on disk', () => {
  it('creates the demo account on the first start only, and keeps data across a restart', async () => {
    const first = await start();
    expect(first.demoAccount).toEqual({ email: 'demo@aerie.dev', password: 'aerie-demo-2026' });
    const login = await first.app!.inject({ method: 'POST', url: '/api/api/login', payload: first.demoAccount! });
    expect(login.statusCode).toBe(200);
    // The demo workspace comes with a draft website (the Agency starter), so the builder can be tried at once.
    const summary = await first.app!.inject({
      method: 'GET',
      url: `/api/dashboard/summary/${login.json().business.slug}`,
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    expect(summary.json().data.websites).toEqual({ total: 1, active: 0 });
    const created = await first.app!.inject({
      method: 'POST',
      url: '/api/businesses/create',
      headers: { authorization: `Bearer ${login.json().access_token}` },
      payload: { name: 'Kept Across Restarts', email: 'kept@example.com', phone: '+44 20 7946 0303' },
    });
    expect(created.statusCode).toBe(200);
    await first.stop();

    const second = await start();
    try {
      expect(second.demoAccount).toBeNull();
      // The session token from before the restart still works: sessions live in the database.
      const list = await second.app!.inject({
        method: 'GET',
        url: '/api/users/workspaces',
        headers: { authorization: `Bearer ${login.json().access_token}` },
      });
      expect(list.json().data.map((workspace: { name: string }) => workspace.name)).toEqual([
        'Demo Studio',
        'Kept Across Restarts',
      ]);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('refuses a folder another live process holds, and takes over a lock left by a crash', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'aerie-lock-'));
    try {
      mkdirSync(join(folder, 'pglite'));
      // The test runner's parent process is alive: the folder counts as open there.
      writeFileSync(join(folder, 'pglite', 'aerie.lock'), String(process.ppid));
      await expect(openDatabase({ dataDir: folder })).rejects.toThrow(/already open in process/);
      // No process has this pid (above the kernel's pid limit): a stale lock, taken over.
      writeFileSync(join(folder, 'pglite', 'aerie.lock'), '99999999');
      const database = await openDatabase({ dataDir: folder });
      await database.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
