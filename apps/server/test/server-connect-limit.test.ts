import { createServer, type AddressInfo, type Server } from 'node:net';

import { HOSTING_RULES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { Clock } from '../src/adapters/clock/clock.js';
import { serverLogs } from '../src/db/schema/index.js';
import { accountWithWorkspace, createProject } from './support/project-fixtures.js';
import { ed25519KeyPair } from './support/ssh-keys.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** At the first second of a 10-minute window, so the fixed window does not roll over during the test. */
const clock: Clock = { now: () => new Date(Date.now() + 601_000 - (Date.now() % 600_000)) };

let t: TestApp;
/** A port that takes connections and hangs up at once (no SSH there), counting them. */
let listener: Server;
let connections = 0;
beforeAll(async () => {
  t = await startTestApp({ clock });
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => listener?.close(resolve));
});

/** A workspace with a project, and a connect call to a port of this machine. */
async function workspaceTryingPort(port: number) {
  const owner = await accountWithWorkspace(t);
  const project = await createProject(t, owner.token, owner.workspace.id);
  const body = {
    name: 'Scan',
    hostname: 'scan',
    ip: '127.0.0.1',
    port,
    protocal: 'ssh',
    username: 'root',
    ssh: ed25519KeyPair().private,
    hardlink: 0,
    maintenance: 0,
    project_id: project.u_id,
  };
  const connect = () =>
    t.call({ method: 'POST', url: `/api/falcons/add/${owner.workspace.slug}`, token: owner.token, body });
  const logs = () => t.runtime.ctx.db.select().from(serverLogs).where(eq(serverLogs.projectId, project.id));
  return { connect, logs };
}

// Issue 34's review: every connect reached the address and port given, and its answer told them apart (refused, no
// answer, not SSH), without limit: a port scanner for anyone able to manage servers.
it('lets a workspace fail 30 SSH connection attempts in 10 minutes, then answers 429 without reaching out', async () => {
  const port = (listener.address() as AddressInfo).port;
  const scanner = await workspaceTryingPort(port);
  for (let attempt = 0; attempt < HOSTING_RULES.connectFailuresPer10Minutes; attempt += 1) {
    expect((await scanner.connect()).statusCode).toBe(502);
  }
  const refused = await scanner.connect();
  expect(refused.statusCode, refused.body).toBe(429);
  expect(refused.json()).toMatchObject({ success: false, error: 'rate_limited' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  // The refused attempt never reached the port, and the failure log has no line for it.
  expect(connections).toBe(HOSTING_RULES.connectFailuresPer10Minutes);
  expect(await scanner.logs()).toHaveLength(HOSTING_RULES.connectFailuresPer10Minutes);
  // Another workspace has its own budget.
  expect((await (await workspaceTryingPort(port)).connect()).statusCode).toBe(502);
});
