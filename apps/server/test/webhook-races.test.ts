import { WEBHOOK_RULES } from '@aerie/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Clock } from '../src/adapters/clock/clock.js';
import { webhookDeliveries, webhookEndpoints } from '../src/db/schema/index.js';
import { emitEvent, handleEvent } from '../src/modules/events/index.js';
import { webhookSubscribers } from '../src/modules/webhooks/index.js';
import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { NOWHERE_URL } from './support/webhook-fixtures.js';

/*
 * Check-then-write rules of webhooks where calls really run at once (PostgreSQL; PGlite runs one query at a
 * time): the per-project limit, the manual sends a minute, and one delivery per (endpoint, event) however often the
 * subscriber runs.
 */
/** The system's time, moved ahead when a test says so. */
const clock: Clock & { aheadMs: number } = { aheadMs: 0, now: () => new Date(Date.now() + clock.aheadMs) };

describe.runIf(process.env.DATABASE_URL)('webhook races (PostgreSQL)', () => {
  let t: TestApp;
  let owner: Account & { workspace: WorkspaceRef };
  beforeAll(async () => {
    t = await startTestApp({ role: 'web', clock });
    owner = await accountWithWorkspace(t);
  });
  afterAll(() => t?.close());

  it('lets no more than the limit of webhooks onto a project when many are added at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const project = await createProject(t, owner.token, owner.workspace.id);
      const replies = await Promise.all(
        Array.from({ length: WEBHOOK_RULES.maxPerProject + 4 }, () =>
          t.call({
            method: 'POST',
            url: `/api/projects/${project.u_id}/webhooks`,
            token: owner.token,
            body: { url: NOWHERE_URL, events: ['task.created'] },
          }),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(WEBHOOK_RULES.maxPerProject);
      expect(statuses.filter((status) => status === 409)).toHaveLength(4);
      const [stored] = await t.runtime.ctx.db
        .select({ total: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.projectId, project.id));
      expect(stored!.total).toBe(WEBHOOK_RULES.maxPerProject);
    }
  });

  it('sends ten manual test events a minute per webhook when fifteen are asked at once', async () => {
    // At a minute's first second: the limit's window is the clock's minute, and must not roll over meanwhile.
    clock.aheadMs = 61_000 - (Date.now() % 60_000);
    const project = await createProject(t, owner.token, owner.workspace.id);
    const made = await t.call({
      method: 'POST',
      url: `/api/projects/${project.u_id}/webhooks`,
      token: owner.token,
      body: { url: NOWHERE_URL, events: ['task.created'] },
    });
    const webhookId = made.json().data.id as number;
    const replies = await Promise.all(
      Array.from({ length: WEBHOOK_RULES.manualSendsPerMinute + 5 }, () =>
        t.call({ method: 'POST', url: `/api/webhooks/${webhookId}/test`, token: owner.token }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(WEBHOOK_RULES.manualSendsPerMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const [deliveries] = await t.runtime.ctx.db
      .select({ n: count() })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, webhookId));
    expect(deliveries!.n).toBe(WEBHOOK_RULES.manualSendsPerMinute);
  });

  it('makes one delivery per endpoint and event when the subscriber runs several times at once', async () => {
    const project = await createProject(t, owner.token, owner.workspace.id);
    const created = await t.call({
      method: 'POST',
      url: `/api/projects/${project.u_id}/webhooks`,
      token: owner.token,
      body: { url: NOWHERE_URL, events: ['task.created'] },
    });
    const ctx = t.runtime.ctx;
    // No workers in this app (role web): the test runs the subscriber itself, several times at once.
    const eventId = await emitEvent(ctx.db, {
      name: 'task.created',
      workspaceId: owner.workspace.id,
      projectId: project.id,
      data: { taskId: 1, title: 'Race' },
    });
    const job = { eventId, subscriber: 'webhooks.make-deliveries' };
    await Promise.allSettled(Array.from({ length: 6 }, () => handleEvent(ctx, webhookSubscribers, job)));
    const rows = await ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, created.json().data.id));
    expect(rows).toHaveLength(1);
  });
});
