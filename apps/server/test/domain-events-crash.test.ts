import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { domainEvents, eventReceipts, taskAssignees } from '../src/db/schema/index.js';
import { aerieRepositoryPath } from '../src/modules/repositories/git-cli.js';
import { SUBSCRIBERS } from '../src/subscribers.js';
import { httpRequest } from './support/aerie-process.js';
import { poll, useAerieProcesses } from './support/crash-harness.js';
import { accountWithWorkspace, addCollaborator, createProject, joinWorkspace } from './support/project-fixtures.js';
import { createRepository } from './support/repository-fixtures.js';
import { createTask } from './support/task-fixtures.js';

const serverUrl = process.env.DATABASE_URL;

/**
 * Issue 26's reliability bar for domain events: the process that commits an event dies (kill -9) before
 * any worker hands it to its subscribers; a worker started afterwards on the same database delivers it,
 * and each subscriber acts once. The web process runs no workers, so nothing of the delivery can happen
 * before the kill.
 */
describe.skipIf(!serverUrl)('domain events across kill -9', () => {
  const aerie = useAerieProcesses(serverUrl!);
  const gitDir = mkdtempSync(join(tmpdir(), 'aerie-events-crash-git-'));
  const env = { GIT_DIR: gitDir };
  afterAll(() => rmSync(gitDir, { recursive: true, force: true }));

  it('delivers project.deleted and member.left committed by a killed process once each, after a restart', async () => {
    const fixtures = await aerie.withFixtures(async (t) => {
      const owner = await accountWithWorkspace(t);
      const member = await accountWithWorkspace(t);
      await joinWorkspace(t, owner.workspace.id, member.userId, 'developer');
      const kept = await createProject(t, owner.token, owner.workspace.id, { name: 'Kept' });
      const memberRowId = await addCollaborator(t, owner.token, kept.id, member.userId);
      const task = await createTask(t, owner.token, kept.id, { assignees: `${member.userId},${owner.userId}` });
      const doomed = await createProject(t, owner.token, owner.workspace.id, { name: 'Doomed' });
      const repository = await createRepository(t, owner.token, owner.workspace.slug, doomed.u_id, { name: 'site' });
      const path = aerieRepositoryPath(t.runtime.ctx.config.git, owner.workspace.id, repository.id);
      return { owner, member, kept, memberRowId, task, doomed, path };
    }, env);
    const { owner, member, memberRowId, task, doomed, path } = fixtures;
    expect(existsSync(path)).toBe(true);

    const web = await aerie.start(env, 'web');
    const call = (method: string, requestPath: string) =>
      httpRequest(web.url!, { method, path: requestPath, headers: { authorization: `Bearer ${owner.token}` } });
    const removed = await call('DELETE', `/api/projects/remove-member/${memberRowId}`);
    expect(removed.status, removed.body).toBe(200);
    const deleted = await call('DELETE', `/api/projects/${doomed.u_id}/delete/${owner.workspace.slug}`);
    expect(deleted.status, deleted.body).toBe(200);

    const db = aerie.handle.db;
    const events = await db
      .select()
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.workspaceId, owner.workspace.id),
          inArray(domainEvents.name, ['member.left', 'project.deleted']),
        ),
      );
    expect(events.map((event) => event.name).sort()).toEqual(['member.left', 'project.deleted']);
    // Committed with the change, not yet dispatched or handled: the web process has no workers.
    expect(events.every((event) => event.dispatchedAt === null)).toBe(true);
    const ids = events.map((event) => event.id);
    expect(await db.select().from(eventReceipts).where(inArray(eventReceipts.eventId, ids))).toEqual([]);
    expect(existsSync(path)).toBe(true);
    const assigned = () =>
      db.select({ userId: taskAssignees.userId }).from(taskAssignees).where(eq(taskAssignees.taskId, task.id));
    expect((await assigned()).map((row) => row.userId).sort()).toEqual([owner.userId, member.userId].sort());

    await web.kill();
    await aerie.start(env, 'worker');

    // Each subscriber of each event, once: the receipt is written with the subscriber's own writes.
    const byEvent = new Map(events.map((event) => [event.id, event.name]));
    const expected = events
      .flatMap((event) =>
        SUBSCRIBERS.filter((subscriber) => (subscriber.on as readonly string[]).includes(event.name)).map(
          (subscriber) => `${event.name} → ${subscriber.name}`,
        ),
      )
      .sort();
    expect(expected).toEqual(
      expect.arrayContaining([
        'member.left → tasks.unassign-departed-member',
        'project.deleted → hosting.destroy-project-pilots',
        'project.deleted → repositories.remove-project-directories',
      ]),
    );
    const receipts = await poll('every subscriber handled its event', async () => {
      const rows = await db.select().from(eventReceipts).where(inArray(eventReceipts.eventId, ids));
      return rows.length >= expected.length ? rows : undefined;
    });
    expect(receipts.map((row) => `${byEvent.get(row.eventId)} → ${row.subscriber}`).sort()).toEqual(expected);
    expect(existsSync(path)).toBe(false);
    expect((await assigned()).map((row) => row.userId)).toEqual([owner.userId]);
    const dispatched = await db.select().from(domainEvents).where(inArray(domainEvents.id, ids));
    expect(dispatched.every((event) => event.dispatchedAt !== null)).toBe(true);
    await aerie.stopAll();
  }, 90_000);
});
