import { and, eq, inArray, ne, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { projects, taskAssignees, taskReminders, tasks } from '../../db/schema/index.js';
import { emitEvent } from '../events/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of an instant in UTC, as a task's dates are written ("2026-03-06"). */
export const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The due-reminder job (every 15 minutes; docs/product.md § Due reminders). Each assignee of an open task
 * ending tomorrow or today (the clock's UTC day: Aerie keeps no time zone per person or workspace) gets
 * one `task.due` per (task, when, end date); notifications turn it into the bell entry and the e-mail.
 *
 * One INSERT … SELECT finds the due pairs by the partial index on open tasks' end dates and records them,
 * ON CONFLICT DO NOTHING: an event is emitted only for the rows this insert wrote, in the same
 * transaction. A second worker running at once waits on the first one's uncommitted keys and then writes
 * nothing, so each reminder goes out once; a task done or an assignee removed before the run is not
 * selected. Returns how many reminders were sent.
 */
export async function sendDueReminders(ports: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const now = ports.clock.now();
  const today = utcDay(now);
  const tomorrow = utcDay(new Date(now.getTime() + DAY_MS));
  return ports.db.transaction(async (tx) => {
    const sent = await tx
      .insert(taskReminders)
      .select(
        tx
          .select({
            taskId: tasks.id,
            userId: taskAssignees.userId,
            when: sql<
              'today' | 'tomorrow'
            >`case when ${tasks.endDate} = ${today}::date then 'today' else 'tomorrow' end`.as('when'),
            dueDate: tasks.endDate,
            sentAt: sql<Date>`${now.toISOString()}::timestamptz`.as('sent_at'),
          })
          .from(tasks)
          .innerJoin(taskAssignees, eq(taskAssignees.taskId, tasks.id))
          .where(and(ne(tasks.status, 'done'), inArray(tasks.endDate, [today, tomorrow]))),
      )
      .onConflictDoNothing()
      .returning();
    if (!sent.length) return 0;
    const dueTasks = await tx
      .select({ id: tasks.id, title: tasks.title, projectId: tasks.projectId, workspaceId: projects.workspaceId })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .where(inArray(tasks.id, [...new Set(sent.map((reminder) => reminder.taskId))]));
    const byId = new Map(dueTasks.map((task) => [task.id, task]));
    for (const reminder of sent) {
      const task = byId.get(reminder.taskId)!;
      await emitEvent(tx, {
        name: 'task.due',
        workspaceId: task.workspaceId,
        projectId: task.projectId,
        actorUserId: null,
        aggregate: `task:${task.id}`,
        data: {
          taskId: task.id,
          title: task.title,
          dueDate: reminder.dueDate,
          when: reminder.when,
          assigneeUserId: reminder.userId,
        },
      });
    }
    return sent.length;
  });
}
