import type { AddressInfo } from 'node:net';

import type { DomainEventName } from '@aerie/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  domainEvents,
  eventReceipts,
  mailOutbox,
  notificationPreferences,
  notifications,
  stores,
} from '../src/db/schema/index.js';
import { emitEvent, type NewEvent } from '../src/modules/events/index.js';
import { DIGEST_INTERVAL_MS, notifySubscriber, sendDigests } from '../src/modules/notifications/index.js';
import { accountWithWorkspace, addCollaborator, createProject, joinWorkspace } from './support/project-fixtures.js';
import { openSse } from './support/sse-client.js';
import { createTask, TASK_CALLS } from './support/task-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';

/*
 * Notifications (issue 26 §3): who hears of which event, by bell and by e-mail, the daily digest, the
 * one-click unsubscribe link, the bell's routes and its live count. Events other domains emit are emitted
 * here directly, as their domains do, in a transaction of their own.
 */
const clock = createTestClock('2026-11-02T09:00:00Z');
let t: TestApp;
let origin: string;
type Person = Awaited<ReturnType<typeof accountWithWorkspace>>;
let owner: Person;
let member: Person;
let stranger: Person;
let project: Awaited<ReturnType<typeof createProject>>;

beforeAll(async () => {
  t = await startTestApp({ clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await accountWithWorkspace(t);
  member = await accountWithWorkspace(t);
  stranger = await accountWithWorkspace(t);
  await joinWorkspace(t, owner.workspace.id, member.userId, 'developer');
  project = await createProject(t, owner.token, owner.workspace.id, { name: 'Shop' });
  await addCollaborator(t, owner.token, project.id, member.userId);
});
afterAll(() => t?.close());

const ctx = () => t.runtime.ctx;

async function emit<Name extends DomainEventName>(event: Omit<NewEvent<Name>, 'workspaceId'>): Promise<number> {
  return ctx().db.transaction((tx) => emitEvent(tx, { workspaceId: owner.workspace.id, ...event } as NewEvent<Name>));
}

/** Who was notified of an event, once its subscriber job has run (its receipt is written with the rows). */
async function notifiedOf(eventId: number): Promise<number[]> {
  await expect
    .poll(
      async () =>
        (await ctx().db.select().from(eventReceipts).where(eq(eventReceipts.eventId, eventId))).map(
          (receipt) => receipt.subscriber,
        ),
      { timeout: 10_000 },
    )
    .toContain(notifySubscriber.name);
  const rows = await ctx().db.select().from(notifications).where(eq(notifications.eventId, eventId));
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

async function mailsTo(email: string) {
  return ctx().db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
}

const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);
const deploymentFailed = (startedByUserId: number | null, actorUserId: number | null = null) => ({
  name: 'deployment.failed' as const,
  projectId: project.id,
  actorUserId,
  data: { deploymentId: 1, runId: 7, name: 'shop-web', startedByUserId, reason: 'exit code 1' },
});

describe('who is notified', () => {
  it('a failed deploy: whoever started it and the project owner, each e-mailed at once', async () => {
    const before = (await mailsTo(member.email)).length;
    const eventId = await emit(deploymentFailed(member.userId));
    expect(await notifiedOf(eventId)).toEqual(sorted(owner.userId, member.userId));
    const [mail] = await mailsTo(member.email);
    expect((await mailsTo(member.email)).length).toBe(before + 1);
    expect(mail!.subject).toBe('Deploy of shop-web failed: exit code 1 · Shop');
    expect(mail!.text).toContain(`http://aerie.test/dashboard/project/${project.u_id}/runs/7`);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/aerie\.test\/unsubscribe\/[\w-]+\.[\w-]+>$/);
  });

  it('never the person who did it', async () => {
    const eventId = await emit({
      name: 'task.assigned',
      projectId: project.id,
      actorUserId: member.userId,
      data: { taskId: 1, title: 'Took it on', assigneeUserId: member.userId },
    });
    expect(await notifiedOf(eventId)).toEqual([]);
  });

  it("but a run's starter hears how it ended, though the event names them as its actor", async () => {
    const eventId = await emit(deploymentFailed(member.userId, member.userId));
    expect(await notifiedOf(eventId)).toEqual(sorted(owner.userId, member.userId));
  });

  it('an owner who started the failed run hears of it once', async () => {
    const eventId = await emit(deploymentFailed(owner.userId, owner.userId));
    expect(await notifiedOf(eventId)).toEqual([owner.userId]);
  });

  it('never someone who may not see the project', async () => {
    const eventId = await emit(deploymentFailed(stranger.userId));
    expect(await notifiedOf(eventId)).toEqual([owner.userId]);
  });

  it('a successful deploy: its starter, in the bell only', async () => {
    const before = (await mailsTo(member.email)).length;
    const eventId = await emit({
      name: 'deployment.succeeded',
      projectId: project.id,
      data: { deploymentId: 1, runId: 8, name: 'shop-web', startedByUserId: member.userId },
    });
    expect(await notifiedOf(eventId)).toEqual([member.userId]);
    expect((await mailsTo(member.email)).length).toBe(before);
  });

  it("a paid order: the store's owner (who opened it)", async () => {
    const [store] = await ctx()
      .db.insert(stores)
      .values({
        projectId: project.id,
        name: 'Shop',
        domain: `shop-${Date.now()}`,
        theme: 'blank',
        createdById: member.userId,
      })
      .returning({ id: stores.id });
    const eventId = await emit({
      name: 'order.paid',
      projectId: project.id,
      data: { storeId: store!.id, orderId: 3, reference: 'A-1001', total: 2500, currency: 'USD' },
    });
    expect(await notifiedOf(eventId)).toEqual([member.userId]);
    expect((await mailsTo(member.email))[0]!.subject).toBe('New order A-1001: 25.00 USD · Shop');
  });

  it('a failed payment: the workspace owner alone, though members see the workspace', async () => {
    const eventId = await emit({
      name: 'payment.failed',
      data: { transactionId: 9, purchase: 'Moon plan', amount: 4900, currency: 'USD', reason: 'Card declined' },
    });
    expect(await notifiedOf(eventId)).toEqual([owner.userId]);
  });

  it('a role change: the workspace owner and the member; not a member who has left', async () => {
    const changed = await emit({
      name: 'member.role_changed',
      data: { userId: member.userId, name: 'Mem Ber', from: 'developer', to: 'maintainer' },
    });
    expect(await notifiedOf(changed)).toEqual(sorted(owner.userId, member.userId));
    const outsider = await emit({
      name: 'member.role_changed',
      data: { userId: stranger.userId, name: 'Stran Ger', from: 'developer', to: 'guest' },
    });
    expect(await notifiedOf(outsider)).toEqual([owner.userId]);
  });

  it('a task assignment through the API: the assignee, e-mailed at once; not the assigner', async () => {
    const task = await createTask(t, owner.token, project.id, { title: 'Write the launch post' });
    const reply = await TASK_CALLS.assign(t, owner.token, { task_id: task.id, assignees: String(member.userId) });
    expect(reply.statusCode, reply.body).toBe(200);
    await expect
      .poll(async () => (await mailsTo(member.email))[0]?.subject, { timeout: 10_000 })
      .toBe('You were assigned “Write the launch post” · Shop');
    const [event] = await ctx()
      .db.select({ id: domainEvents.id, actor: domainEvents.actorUserId })
      .from(domainEvents)
      .where(eq(domainEvents.name, 'task.assigned'))
      .orderBy(desc(domainEvents.id))
      .limit(1);
    expect(event!.actor).toBe(owner.userId);
    expect(await notifiedOf(event!.id)).toEqual([member.userId]);
    // Assigning the same person again assigns no one new: no second event, no second e-mail.
    const mails = (await mailsTo(member.email)).length;
    await TASK_CALLS.assign(t, owner.token, { task_id: task.id, assignees: String(member.userId) });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await mailsTo(member.email)).length).toBe(mails);
  });
});

describe('the daily digest', () => {
  it('collects a day of daily types into one e-mail, and sends nothing when nothing is new', async () => {
    // Member changes are daily by default: the owner gets no e-mail at once.
    const before = (await mailsTo(owner.email)).length;
    const joined = await emit({
      name: 'member.joined',
      data: { userId: member.userId, name: 'Mem Ber', role: 'developer' },
    });
    expect(await notifiedOf(joined)).toEqual([owner.userId]);
    expect((await mailsTo(owner.email)).length).toBe(before);
    expect(await sendDigests(ctx())).toBe(0);

    clock.advance(DIGEST_INTERVAL_MS);
    expect(await sendDigests(ctx())).toBeGreaterThanOrEqual(1);
    const [digest] = await mailsTo(owner.email);
    expect(digest!.subject).toMatch(/^Your Aerie digest: \d+ notifications?$/);
    expect(digest!.text).toContain('Mem Ber joined as developer');
    expect(digest!.text).toMatch(/Stop the daily digest: http:\/\/aerie\.test\/unsubscribe\//);

    const after = (await mailsTo(owner.email)).length;
    clock.advance(DIGEST_INTERVAL_MS);
    expect(await sendDigests(ctx())).toBe(0);
    expect((await mailsTo(owner.email)).length).toBe(after);
  });
});

describe('one-click unsubscribe', () => {
  it('asks on GET, turns the type off on POST, and the next one comes without an e-mail', async () => {
    const eventId = await emit(deploymentFailed(member.userId));
    await notifiedOf(eventId);
    const [mail] = await mailsTo(member.email);
    const url = /<http:\/\/aerie\.test(\/unsubscribe\/[^>]+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;

    const page = await t.call({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop e-mails when a deployment failed?');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    const chosen = () =>
      ctx()
        .db.select({ email: notificationPreferences.email })
        .from(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.userId, member.userId),
            eq(notificationPreferences.eventType, 'deployment.failed'),
          ),
        );
    expect(await chosen()).toEqual([]);

    const oneClick = await t.call({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(await chosen()).toEqual([{ email: 'off' }]);

    const mailsBefore = (await mailsTo(member.email)).length;
    const next = await emit(deploymentFailed(member.userId));
    expect(await notifiedOf(next)).toContain(member.userId);
    expect((await mailsTo(member.email)).length).toBe(mailsBefore);
  });

  it('refuses a token that is not genuine', async () => {
    const [mail] = await mailsTo(member.email);
    const token = /\/unsubscribe\/([^>]+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const [payload] = token.split('.');
    const forged = `${Buffer.from(`${owner.userId}.task.assigned`).toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of [`${payload}.AAAA`, forged, 'nonsense']) {
      const reply = await t.call({ method: 'POST', url: `/unsubscribe/${bad}` });
      expect(reply.statusCode, bad).toBe(404);
    }
  });
});

describe('the bell', () => {
  const list = (token: string, query = '') => t.call({ method: 'GET', url: `/api/notifications${query}`, token });

  it('lists newest first with a cursor, counts the unread, marks read; another person’s id is 404', async () => {
    const first = await list(member.token, '?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().data;
    expect(page1.notifications).toHaveLength(2);
    expect(page1.notifications[0].id).toBeGreaterThan(page1.notifications[1].id);
    expect(page1.next_cursor).toBe(page1.notifications[1].id);
    const page2 = (await list(member.token, `?limit=2&before=${page1.next_cursor}`)).json().data;
    expect(page2.notifications[0].id).toBeLessThan(page1.next_cursor);

    const unread = page1.unread as number;
    expect(unread).toBeGreaterThan(1);
    const target = page1.notifications[0];
    expect(target).toMatchObject({ read_at: null, link: expect.stringMatching(/^\/dashboard\//) });
    const owners = (await list(owner.token)).json().data.notifications[0];
    const foreign = await t.call({ method: 'POST', url: `/api/notifications/${owners.id}/read`, token: member.token });
    expect(foreign.statusCode).toBe(404);

    const read = await t.call({ method: 'POST', url: `/api/notifications/${target.id}/read`, token: member.token });
    expect(read.json().data).toEqual({ unread: unread - 1 });
    const again = await t.call({ method: 'POST', url: `/api/notifications/${target.id}/read`, token: member.token });
    expect(again.json().data).toEqual({ unread: unread - 1 });

    const all = await t.call({ method: 'POST', url: '/api/notifications/read-all', token: member.token });
    expect(all.json().data).toEqual({ unread: 0 });
    const count = await t.call({ method: 'GET', url: '/api/notifications/unread-count', token: member.token });
    expect(count.json().data).toEqual({ unread: 0 });
  });

  it('refuses a bad cursor and limit with field errors', async () => {
    for (const query of ['?limit=0', '?limit=51', '?before=-1', '?before=abc', '?other=1']) {
      const reply = await list(member.token, query);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().error).toBe('validation_failed');
    }
  });

  it('keeps e-mail preferences per type, beside the defaults', async () => {
    const got = await t.call({ method: 'GET', url: '/api/notification-preferences', token: stranger.token });
    expect(got.json().data).toContainEqual({
      type: 'member.joined',
      label: 'Someone joined the workspace',
      email: 'daily',
      default_email: 'daily',
    });
    const put = (body: unknown) =>
      t.call({ method: 'PUT', url: '/api/notification-preferences', token: stranger.token, body });
    const saved = await put({ channels: { 'member.joined': 'off', 'task.assigned': 'daily' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toContainEqual(expect.objectContaining({ type: 'member.joined', email: 'off' }));
    expect(saved.json().data).toContainEqual(expect.objectContaining({ type: 'task.assigned', email: 'daily' }));
    for (const body of [
      { channels: { 'task.assigned': 'weekly' } },
      { channels: { 'site.published': 'off' } },
      { channels: {} },
      {},
    ]) {
      const refused = await put(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['channels']);
    }
  });
});

describe('the live count', () => {
  it('is pushed when a notification commits, with the token in the header', async () => {
    const refused = await openSse(`${origin}/api/notifications/stream`, { host: 'aerie.test' });
    expect(refused.status).toBe(401);
    refused.close();

    const stream = await openSse(`${origin}/api/notifications/stream`, {
      host: 'aerie.test',
      authorization: `Bearer ${member.token}`,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const first = await stream.next();
    expect(first?.event).toBe('unread');
    const { unread } = JSON.parse(first!.data) as { unread: number };

    const startedAt = Date.now();
    await emit(deploymentFailed(member.userId));
    const pushed = await stream.next();
    expect(JSON.parse(pushed!.data)).toEqual({ unread: unread + 1 });
    // The worker's job poll (0.5 s in tests) is most of this; the push itself follows the commit at once.
    expect(Date.now() - startedAt).toBeLessThan(5_000);

    // Another tab reads everything: this one hears it too.
    await t.call({ method: 'POST', url: '/api/notifications/read-all', token: member.token });
    expect(JSON.parse((await stream.next())!.data)).toEqual({ unread: 0 });
    stream.close();
  });

  it('says nothing to one person of another person’s notifications', async () => {
    const stream = await openSse(`${origin}/api/notifications/stream`, {
      host: 'aerie.test',
      authorization: `Bearer ${stranger.token}`,
    });
    const first = await stream.next();
    const eventId = await emit(deploymentFailed(member.userId));
    await notifiedOf(eventId);
    const outcome = await Promise.race([
      stream.next(),
      new Promise((resolve) => setTimeout(() => resolve('quiet'), 1_000)),
    ]);
    expect(outcome).toBe('quiet');
    expect(first?.event).toBe('unread');
    stream.close();
  });
});
