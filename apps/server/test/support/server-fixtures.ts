import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Server, SshAccess } from '@aerie/contract';
import { expect } from 'vitest';

import { servers } from '../../src/db/schema/index.js';
import type { TestSshd } from './sshd.js';
import type { TestApp } from './test-app.js';

// Beside the sshd it describes, so the browser journeys and benchmarks, which run no vitest, use it too.
export { connectBody } from './sshd.js';

/** Connects a server through the API (`falcons/add/{slug}`) and returns it; the call must succeed. */
export async function connectServer(
  t: TestApp,
  token: string,
  workspaceSlug: string,
  body: Record<string, unknown>,
): Promise<Server> {
  const reply = await t.call({ method: 'POST', url: `/api/falcons/add/${workspaceSlug}`, token, body });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/** Adds an SSH user through the API (`falcons/access/add`) and returns it; the call must succeed. */
export async function addSshUser(
  t: TestApp,
  token: string,
  body: { name: string; access: string; falcon_id: number; project_id: string },
): Promise<SshAccess> {
  const reply = await t.call({ method: 'POST', url: '/api/falcons/access/add', token, body });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/**
 * A pilot row written directly (buying one goes through payments, tested on its own): not provisioned
 * unless `overrides` say so, a month paid from `createdAt`.
 */
export async function insertPilot(
  t: TestApp,
  project: { id: number; workspace: { id: number } },
  overrides: Partial<typeof servers.$inferInsert> = {},
) {
  const slug = `pilot${randomBytes(8).toString('hex')}`;
  const [row] = await t.runtime.ctx.db
    .insert(servers)
    .values({
      slug,
      projectId: project.id,
      workspaceId: project.workspace.id,
      name: 'Pilot',
      hostname: 'Aerie',
      protocol: 'ssh',
      username: 'root',
      authMethod: 'managed',
      pilotId: `pil_${slug}abcdefgh`,
      cloudProvider: 'local',
      planId: 1,
      templateId: 1,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      ...overrides,
    })
    .returning();
  return row!;
}

/** The lines of the sshd user's ~/.ssh/authorized_keys (where `authorizeKey` writes), or [] without one. */
export async function authorizedKeyLines(sshd: TestSshd): Promise<string[]> {
  const text = await readFile(join(sshd.home, '.ssh', 'authorized_keys'), 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean);
}

/**
 * `insertPilot` overrides for a provisioned local pilot a deployment may target (Aerie reaches it without
 * SSH). Every plan may have a pilot, so tests of an Air workspace's deployments deploy to one: Air cannot
 * connect its own server.
 */
export const PROVISIONED_LOCAL_PILOT = { active: 1, ip: '127.0.0.1', providerServerId: 'local-pilot-1' } as const;
