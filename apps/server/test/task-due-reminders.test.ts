import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { domainEvents, mailOutbox } from '../src/db/schema/index.js';
import { peopleNamedBy, summarize } from '../src/modules/activity/activity-summary.js';
import { sendDueReminders } from '../src/modules/tasks/index.js';
import { accountWithWorkspace, addCollaborator, createProject, joinWorkspace } from './support/project-fixtures.js';
import { createTask, TASK_CALLS, updateBody } from './support/task-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';

/*
 * Due reminders (docs/product.md § Due reminders), driven by a test clock: the job is run by hand at the
 * moments a test chooses (the product runs it every 15 minutes), and what it sent is read back from the
 * outbox of events, the bell and the mail outbox. A cron tick of the real job in between would find the
 * same clock and send the same reminders once, so every assertion is about what exists, not who sent it.
 */
const clock = createTestClock('2026-03-03T09:00:00Z');
let t: TestApp;
type Person = Awaited<ReturnType<typeof accountWithWorkspace>>;
let owner: Person;
let ada: Person;
let ben: Person;
let project: Awaited<ReturnType<typeof createProject>>;

beforeAll(async () => {
  t = await startTestApp({ clock });
  owner = await accountWithWorkspace(t);
  ada = await accountWithWorkspace(t);
  ben = await accountWithWorkspace(t);
  project = await createProject(t, owner.token, owner.workspace.id, { name: 'Shop' });
  for (const person of [ada, ben]) {
    await joinWorkspace(t, owner.workspace.id, person.userId, 'developer');
    await addCollaborator(t, owner.token, project.id, person.userId);
  }
});
afterAll(() => t?.close());

const ctx = () => t.runtime.ctx;
const runJob = () => sendDueReminders(ctx());

/** The `task.due` events of a task, oldest first, as [who, when, end date]. */
async function remindersOf(taskId: number): Promise<Array<[number, string, string]>> {
  const rows = await ctx()
    .db.select({ data: domainEvents.data })
    .from(domainEvents)
    .where(and(eq(domainEvents.name, 'task.due'), eq(domainEvents.aggregate, `task:${taskId}`)))
    .orderBy(asc(domainEvents.id));
  return rows.map(({ data }) => [data.assigneeUserId as number, data.when as string, data.dueDate as string]);
}

/** The reminder lines in a person's bell, oldest first. */
async function bellOf(person: Person): Promise<string[]> {
  const reply = await t.call({ method: 'GET', url: '/api/notifications?limit=50', token: person.token });
  expect(reply.statusCode, reply.body).toBe(200);
  const entries = reply.json().data.notifications as Array<{ type: string; title: string; link: string }>;
  return entries
    .filter((entry) => entry.type === 'task.due')
    .map((entry) => entry.title)
    .reverse();
}

/** The subjects of the reminder e-mails a person was sent, oldest first. */
async function reminderMailsTo(person: Person): Promise<string[]> {
  const mails = await ctx()
    .db.select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, person.email), like(mailOutbox.subject, '%” is due %')))
    .orderBy(asc(mailOutbox.id));
  return mails.map((mail) => mail.subject);
}

/** Waits until the bell shows `count` reminders (the notifications subscriber runs a job hop later). */
async function expectBellCount(person: Person, count: number): Promise<void> {
  await expect.poll(async () => (await bellOf(person)).length, { timeout: 10_000 }).toBe(count);
}

describe('due reminders', () => {
  it('the day before and on the day, once per assignee; not for done tasks or removed assignees; again for a new date', async () => {
    // Ben hears of reminders in the bell only: the preferences apply as to any other type.
    const off = await t.call({
      method: 'PUT',
      url: '/api/notification-preferences',
      token: ben.token,
      body: { channels: { 'task.due': 'off' } },
    });
    expect(off.statusCode, off.body).toBe(200);

    const both = `${ada.userId},${ben.userId}`;
    const shipIt = await createTask(t, owner.token, project.id, {
      title: 'Ship it',
      end_date: '2026-03-05',
      assignees: both,
    });
    const shipped = await createTask(t, owner.token, project.id, {
      title: 'Shipped',
      status: 'done',
      end_date: '2026-03-05',
      assignees: String(ada.userId),
    });
    const handedOver = await createTask(t, owner.token, project.id, {
      title: 'Handed over',
      end_date: '2026-03-05',
      assignees: both,
    });

    // Tuesday: Ship it is due the day after tomorrow.
    await runJob();
    expect(await remindersOf(shipIt.id)).toEqual([]);

    // Wednesday, just after midnight UTC: due tomorrow. Ben was taken off "Handed over" before the run.
    const removed = await TASK_CALLS.removeMember(t, owner.token, handedOver.id, ben.userId);
    expect(removed.statusCode, removed.body).toBe(200);
    clock.set('2026-03-04T00:05:00Z');
    await runJob();
    expect(await remindersOf(shipIt.id)).toEqual([
      [ada.userId, 'tomorrow', '2026-03-05'],
      [ben.userId, 'tomorrow', '2026-03-05'],
    ]);
    expect(await remindersOf(shipped.id)).toEqual([]);
    expect(await remindersOf(handedOver.id)).toEqual([[ada.userId, 'tomorrow', '2026-03-05']]);
    await expectBellCount(ada, 2);
    expect(await bellOf(ada)).toEqual(
      expect.arrayContaining([
        '“Ship it” is due tomorrow (Thu, 5 Mar 2026)',
        '“Handed over” is due tomorrow (Thu, 5 Mar 2026)',
      ]),
    );
    await expectBellCount(ben, 1);
    await expect
      .poll(() => reminderMailsTo(ada), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          '“Ship it” is due tomorrow (Thu, 5 Mar 2026) · Shop',
          '“Handed over” is due tomorrow (Thu, 5 Mar 2026) · Shop',
        ]),
      );
    expect(await reminderMailsTo(ben)).toEqual([]);

    // Later the same day: nothing more.
    clock.set('2026-03-04T15:00:00Z');
    await runJob();
    expect(await remindersOf(shipIt.id)).toHaveLength(2);
    expect(await remindersOf(handedOver.id)).toHaveLength(1);

    // Thursday: due today.
    clock.set('2026-03-05T00:05:00Z');
    await runJob();
    await runJob();
    expect((await remindersOf(shipIt.id)).slice(2)).toEqual([
      [ada.userId, 'today', '2026-03-05'],
      [ben.userId, 'today', '2026-03-05'],
    ]);
    await expectBellCount(ada, 4);
    expect((await bellOf(ada)).at(-1)).toMatch(/^“(Ship it|Handed over)” is due today \(Thu, 5 Mar 2026\)$/);
    await expectBellCount(ben, 2);
    await expect.poll(async () => (await reminderMailsTo(ada)).length, { timeout: 10_000 }).toBe(4);
    expect(await reminderMailsTo(ben)).toEqual([]);
    expect(await remindersOf(shipped.id)).toEqual([]);

    // Ship it slips a day: its new end date is reminded again, tomorrow and then today.
    const moved = await TASK_CALLS.update(t, owner.token, updateBody(shipIt, { end_date: '2026-03-06' }));
    expect(moved.statusCode, moved.body).toBe(200);
    await runJob();
    expect((await remindersOf(shipIt.id)).slice(4)).toEqual([
      [ada.userId, 'tomorrow', '2026-03-06'],
      [ben.userId, 'tomorrow', '2026-03-06'],
    ]);
    clock.set('2026-03-06T08:00:00Z');
    await runJob();
    expect((await remindersOf(shipIt.id)).slice(6)).toEqual([
      [ada.userId, 'today', '2026-03-06'],
      [ben.userId, 'today', '2026-03-06'],
    ]);
    await expectBellCount(ada, 6);

    // The day after: overdue tasks are not reminded.
    clock.set('2026-03-07T08:00:00Z');
    await runJob();
    expect(await remindersOf(shipIt.id)).toHaveLength(8);
  });

  it('the activity feed leaves reminders out (the system did nothing a person did)', async () => {
    const reply = await t.call({
      method: 'GET',
      url: `/api/projects/${project.u_id}/activity?limit=50`,
      token: owner.token,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const names = (reply.json().data.entries as Array<{ name: string }>).map((entry) => entry.name);
    expect(names).toContain('task.assigned');
    expect(names).not.toContain('task.due');
  });

  it("the card's history reads a reminder as a sentence naming the assignee", () => {
    const data = { taskId: 1, title: 'Ship it', dueDate: '2026-03-05', when: 'tomorrow' as const, assigneeUserId: 7 };
    const context = { actor: null, actorUserId: null, people: new Map([[7, 'Ada Lovelace']]) };
    expect(peopleNamedBy('task.due', data)).toEqual([7]);
    expect(summarize('task.due', data, context)).toBe('Ada Lovelace was reminded that “Ship it” is due tomorrow.');
    expect(summarize('task.due', data, { ...context, people: new Map() })).toBe(
      'A former member was reminded that “Ship it” is due tomorrow.',
    );
  });

  it('a reminder links to the board and names the project', async () => {
    const reply = await t.call({ method: 'GET', url: '/api/notifications?limit=1', token: ada.token });
    const [latest] = reply.json().data.notifications;
    expect(latest).toMatchObject({
      type: 'task.due',
      context: 'Shop',
      link: `/dashboard/project/${project.u_id}/workflow`,
    });
  });
});

describe('an e-mail when someone assigns you', () => {
  it('at creation and by the assign call, once each, to the assignee and not the assigner', async () => {
    const mailsTo = async (person: Person) =>
      (
        await ctx()
          .db.select({ subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(
            and(eq(mailOutbox.to, person.email), like(mailOutbox.subject, 'You were assigned “% the post” · Shop')),
          )
      ).map((mail) => mail.subject);
    await createTask(t, owner.token, project.id, { title: 'Draft the post', assignees: String(ada.userId) });
    const later = await createTask(t, owner.token, project.id, { title: 'Review the post' });
    const assigned = await TASK_CALLS.assign(t, owner.token, { task_id: later.id, assignees: String(ada.userId) });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await expect
      .poll(() => mailsTo(ada), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          'You were assigned “Draft the post” · Shop',
          'You were assigned “Review the post” · Shop',
        ]),
      );
    expect(await mailsTo(ada)).toHaveLength(2);
    expect(await mailsTo(owner)).toEqual([]);
  });
});
