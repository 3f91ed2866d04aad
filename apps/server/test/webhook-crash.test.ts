import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { webhookDeliveries } from '../src/db/schema/index.js';
import { emitEvent } from '../src/modules/events/index.js';
import { poll, useAerieProcesses } from './support/crash-harness.js';
import { accountWithWorkspace, createProject } from './support/project-fixtures.js';
import { createWebhook } from './support/webhook-fixtures.js';
import { startWebhookReceiver } from './support/webhook-receiver.js';

const serverUrl = process.env.DATABASE_URL;

// kill -9 needs a real second process on a database it can share: PostgreSQL only (as crash-recovery.test.ts).
describe.skipIf(!serverUrl)('webhooks after kill -9', () => {
  const aerie = useAerieProcesses(serverUrl!);

  it('delivers every event committed before the kill, once if recorded before it, else at most twice with one id', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const fixtures = await aerie.withFixtures(async (t) => {
        const owner = await accountWithWorkspace(t);
        const project = await createProject(t, owner.token, owner.workspace.id);
        const webhook = await createWebhook(t, owner.token, project.u_id, { url: receiver.url });
        return { workspaceId: owner.workspace.id, projectId: project.id, webhook };
      });
      receiver.state.secret = fixtures.webhook.secret;
      // Committed while no Aerie runs: the crash came right after the changes that emitted them.
      const events: number[] = [];
      for (let runId = 1; runId <= 6; runId += 1) {
        events.push(
          await emitEvent(aerie.handle.db, {
            name: 'deployment.failed',
            workspaceId: fixtures.workspaceId,
            projectId: fixtures.projectId,
            data: { deploymentId: 1, runId, name: 'site', startedByUserId: null, reason: 'exit code 1' },
          }),
        );
      }
      // The third request is held: the kill lands while it is in flight, its answer never heard.
      receiver.state.answer = () => ({ status: 200, delayMs: receiver.received.length === 3 ? 5_000 : 0 });

      const deliveries = () =>
        aerie.handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, fixtures.webhook.id));
      const succeeded = async () => (await deliveries()).filter((row) => row.status === 'succeeded');
      const first = await aerie.start();
      await poll('three deliveries under way, one recorded', async () =>
        receiver.received.length >= 3 && (await succeeded()).length >= 1 ? true : undefined,
      );
      await first.kill();
      // What the dead process had recorded as delivered: those must never be sent again.
      const recordedBeforeKill = new Set((await succeeded()).map((row) => row.uuid));
      receiver.state.answer = () => ({ status: 200 });

      await aerie.start();
      await poll('every delivery made and succeeded', async () => {
        const rows = await deliveries();
        return rows.length === events.length && rows.every((row) => row.status === 'succeeded') ? true : undefined;
      });

      const rows = await deliveries();
      // One delivery per event: a subscriber retried after the kill made no second.
      expect(rows.map((row) => row.eventId).sort()).toEqual([...events].sort());
      expect(receiver.received.every((request) => request.verified)).toBe(true);
      // A delivery recorded before the kill arrived once. One sent but not yet recorded when the kill came (the
      // held third, or any other whose answer was heard but not yet written) may arrive once more, with the same
      // Aerie-Delivery id; never a third time.
      for (const row of rows) {
        const count = receiver.ofDelivery(row.uuid).length;
        expect(count, row.uuid).toBeGreaterThanOrEqual(1);
        expect(count, row.uuid).toBeLessThanOrEqual(recordedBeforeKill.has(row.uuid) ? 1 : 2);
      }
    } finally {
      await aerie.stopAll();
      await receiver.close();
    }
  }, 180_000);
});
