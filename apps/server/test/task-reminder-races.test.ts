import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../src/db/client.js';
import { domainEvents, mailOutbox, notifications } from '../src/db/schema/index.js';
import { sendDueReminders } from '../src/modules/tasks/index.js';
import { accountWithWorkspace, addCollaborator, createProject, joinWorkspace } from './support/project-fixtures.js';
import { createTask } from './support/task-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';
import { createPostgresDatabase } from './support/test-database.js';

const serverUrl = process.env.DATABASE_URL;

/*
 * Two processes on one PostgreSQL database run the due-reminder job at the same moment, as two workers
 * whose cron ticks meet would (docs/product.md § Due reminders): each reminder is sent once. PGlite runs
 * one query at a time, so the runs only race here.
 */
describe.runIf(serverUrl)('due reminders across processes (PostgreSQL)', () => {
  const clock = createTestClock('2026-03-04T00:05:00Z');
  let first: TestApp;
  let second: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createPostgresDatabase(serverUrl!);
    drop = database.drop;
    const open = () => openDatabase({ databaseUrl: database.url, dataDir: null });
    first = await startTestApp({ database: await open(), clock });
    second = await startTestApp({ database: await open(), clock });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  it('sends each reminder once when two workers run the job at once', async () => {
    const owner = await accountWithWorkspace(first);
    const people = [await accountWithWorkspace(first), await accountWithWorkspace(first)];
    const project = await createProject(first, owner.token, owner.workspace.id, { name: 'Shop' });
    for (const person of people) {
      await joinWorkspace(first, owner.workspace.id, person.userId, 'developer');
      await addCollaborator(first, owner.token, project.id, person.userId);
    }
    const assignees = people.map((person) => person.userId).join(',');
    const taskIds: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const endDate = index % 2 === 0 ? '2026-03-04' : '2026-03-05';
      const task = await createTask(first, owner.token, project.id, {
        title: `Task ${index}`,
        end_date: endDate,
        assignees,
      });
      taskIds.push(task.id);
    }
    const expected = taskIds.length * people.length;

    const runs = await Promise.all([
      sendDueReminders(first.runtime.ctx),
      sendDueReminders(second.runtime.ctx),
      sendDueReminders(first.runtime.ctx),
      sendDueReminders(second.runtime.ctx),
    ]);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(expected);

    const db = first.runtime.ctx.db;
    const events = await db
      .select({ id: domainEvents.id, data: domainEvents.data })
      .from(domainEvents)
      .where(and(eq(domainEvents.name, 'task.due'), eq(domainEvents.projectId, project.id)));
    expect(events).toHaveLength(expected);
    const keys = events.map(({ data }) => `${data.taskId}/${data.assigneeUserId}/${data.when}`);
    expect(new Set(keys).size).toBe(expected);

    // Each reminder reaches its person once: one bell entry, one e-mail.
    const eventIds = events.map((event) => event.id);
    await expect
      .poll(
        async () => (await db.select().from(notifications).where(inArray(notifications.eventId, eventIds))).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(expected);
    for (const person of people) {
      const mails = await db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, person.email));
      expect(mails.filter((mail) => mail.subject.includes('” is due '))).toHaveLength(taskIds.length);
    }
  });
});
