import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { domainEvents, eventReceipts, workspaces } from '../src/db/schema/index.js';
import {
  changeWithEvent,
  defineSubscriber,
  dispatchPending,
  emitEvent,
  handleEvent,
} from '../src/modules/events/index.js';
import { accountWithWorkspace, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { quietEvent } from './support/quiet-event.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A probe subscriber: records what it saw, in the subscriber's transaction, and fails when told to. */
const seen: Array<{ id: number; name: string; data: unknown }> = [];
const failuresLeft = new Map<string, number>();
const probe = defineSubscriber({
  name: 'test.probe',
  on: ['project.created', 'task.moved'],
  async handle(_ctx, event) {
    const label = 'name' in event.data ? event.data.name : event.data.title;
    const left = failuresLeft.get(label) ?? 0;
    if (left > 0) {
      failuresLeft.set(label, left - 1);
      throw new Error('the probe fails, as told');
    }
    seen.push({ id: event.id, name: event.name, data: event.data });
  },
});
const ordered = defineSubscriber({
  name: 'test.ordered',
  on: ['task.moved'],
  ordered: true,
  async handle() {},
});

let t: TestApp;
let owner: Account & { workspace: WorkspaceRef };
beforeAll(async () => {
  t = await startTestApp({ env: { JOB_RETRY_DELAY_SECONDS: '1' }, extraSubscribers: [probe, ordered] });
  owner = await accountWithWorkspace(t);
});
afterAll(() => t.close());

const ctx = () => t.runtime.ctx;
const created = (name: string) =>
  ({ name: 'project.created', workspaceId: owner.workspace.id, data: { projectId: 1, name } }) as const;

async function receipts(eventId: number) {
  return ctx().db.select().from(eventReceipts).where(eq(eventReceipts.eventId, eventId));
}

describe('domain events', () => {
  it('reach each subscriber once after the transaction that emitted them commits', async () => {
    const eventId = await ctx().db.transaction((tx) => emitEvent(tx, created('committed')));
    await expect.poll(() => seen.filter((entry) => entry.id === eventId), { timeout: 10_000 }).toHaveLength(1);
    expect(seen.find((entry) => entry.id === eventId)).toEqual({
      id: eventId,
      name: 'project.created',
      data: { projectId: 1, name: 'committed' },
    });
    // Only the subscribers of the event's name were handed it.
    await expect.poll(async () => (await receipts(eventId)).map((row) => row.subscriber)).toEqual(['test.probe']);
  });

  it('do not exist when the transaction that emitted them rolls back', async () => {
    const rolledBack = ctx().db.transaction(async (tx) => {
      await emitEvent(tx, created('rolled back'));
      throw new Error('the change fails');
    });
    await expect(rolledBack).rejects.toThrow('the change fails');
    const rows = await ctx().db.select().from(domainEvents).where(eq(domainEvents.workspaceId, owner.workspace.id));
    expect(rows.map((row) => (row.data as { name: string }).name)).not.toContain('rolled back');
  });

  it('written with a change in its statement exist only when the change touched a row, and reach subscribers', async () => {
    const rename = (workspaceId: number) =>
      ctx()
        .db.update(workspaces)
        .set({ updatedAt: new Date() })
        .where(eq(workspaces.id, workspaceId))
        .returning({ id: workspaces.id });
    expect(await changeWithEvent(ctx().db, rename(owner.workspace.id), created('with its change'))).toEqual([
      owner.workspace.id,
    ]);
    expect(await changeWithEvent(ctx().db, rename(-1), created('with no change'))).toEqual([]);
    expect(await changeWithEvent(ctx().db, rename(owner.workspace.id), null)).toEqual([owner.workspace.id]);
    const names = async () =>
      (await ctx().db.select().from(domainEvents).where(eq(domainEvents.workspaceId, owner.workspace.id))).map(
        (row) => (row.data as { name: string }).name,
      );
    expect(await names()).toContain('with its change');
    expect(await names()).not.toContain('with no change');
    await expect
      .poll(() => seen.filter((entry) => (entry.data as { name?: string }).name === 'with its change'), {
        timeout: 10_000,
      })
      .toHaveLength(1);
  });

  it('are refused when their data is not the catalogue’s shape', async () => {
    const wrong = { ...created('x'), data: { projectId: -1, name: 'x' } };
    await expect(emitEvent(ctx().db, wrong)).rejects.toThrow();
  });

  it('retry a subscriber that fails, until it succeeds once', async () => {
    failuresLeft.set('flaky', 2);
    const eventId = await emitEvent(ctx().db, created('flaky'));
    await expect.poll(() => seen.filter((entry) => entry.id === eventId), { timeout: 20_000 }).toHaveLength(1);
    expect(failuresLeft.get('flaky')).toBe(0);
  });

  it('act once when the dispatch and the subscriber job run again (a retry after a crash)', async () => {
    const eventId = await emitEvent(ctx().db, created('repeated'));
    await expect.poll(() => seen.filter((entry) => entry.id === eventId), { timeout: 10_000 }).toHaveLength(1);
    await dispatchPending(ctx(), [probe]);
    await handleEvent(ctx(), [probe], { eventId, subscriber: 'test.probe' });
    await handleEvent(ctx(), [probe], { eventId, subscriber: 'test.probe' });
    expect(seen.filter((entry) => entry.id === eventId)).toHaveLength(1);
  });

  it('are dispatched by the next pass when their commit signal was missed (the minute job, a worker starting)', async () => {
    // A commit whose signal never came: the transaction runs with triggers off (a replica's role).
    const eventId = await ctx().db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      return emitEvent(tx, created('missed signal'));
    });
    expect(await receipts(eventId)).toEqual([]);
    expect(await dispatchPending(ctx(), [probe])).toBe(1);
    await expect.poll(() => seen.filter((entry) => entry.id === eventId), { timeout: 10_000 }).toHaveLength(1);
    expect(await dispatchPending(ctx(), [probe])).toBe(0);
  });

  it('wait for an earlier event of the same aggregate when the subscriber needs order', async () => {
    const moved = (to: string) =>
      ({
        name: 'task.moved',
        workspaceId: owner.workspace.id,
        aggregate: 'task:77',
        data: { taskId: 77, title: 'Ship', from: 'todo', to },
      }) as const;
    // Recorded outside the relay's reach, so the test decides the order of handling.
    const first = await quietEvent(ctx().db, moved('doing'));
    const second = await quietEvent(ctx().db, moved('done'));
    const job = (eventId: number) => ({ eventId, subscriber: 'test.ordered' });
    await expect(handleEvent(ctx(), [ordered], job(second))).rejects.toThrow('waits for an earlier event');
    expect(await receipts(second)).toEqual([]);
    await handleEvent(ctx(), [ordered], job(first));
    await handleEvent(ctx(), [ordered], job(second));
    expect((await receipts(second)).map((row) => row.subscriber)).toEqual(['test.ordered']);
  });
});
