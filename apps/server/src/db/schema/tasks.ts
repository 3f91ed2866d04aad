import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { projects } from './projects.js';
import { users } from './users.js';

/**
 * Task board cards. `position` is the card's place in its status column, kept dense (0..n-1) by every
 * move so concurrent moves never leave gaps or duplicates.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 30 }).notNull(),
    description: varchar('description', { length: 300 }).notNull().default(''),
    priority: varchar('priority', { length: 10 }).$type<'low' | 'normal' | 'important' | 'critical'>().notNull(),
    status: varchar('status', { length: 12 }).$type<'todo' | 'in_progress' | 'review' | 'done'>().notNull(),
    position: integer('position').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Its number in the project, the "12" of "AER-12": the project's `last_task_number` plus one, taken under
     * the board lock; never reused after a delete.
     */
    number: integer('number').notNull(),
  },
  (table) => [
    // The board's order within a column, id last: a column page (issue 33) is one range of this index.
    index('tasks_project_status_position_idx').on(table.projectId, table.status, table.position, table.id),
    // The due-reminder job's one query (modules/tasks/send-due-reminders.ts): open tasks ending today or
    // tomorrow. Done tasks, most of a long-lived board, are not in it.
    index('tasks_open_end_date_idx')
      .on(table.endDate)
      .where(sql`${table.status} <> 'done'`),
    uniqueIndex('tasks_project_number_key').on(table.projectId, table.number),
  ],
);
export type TaskRow = typeof tasks.$inferSelect;

export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.userId] }), index('task_assignees_user_idx').on(table.userId)],
);

/**
 * Due reminders sent (docs/product.md § Due reminders): one row per (task, assignee, when, end date). The job
 * inserts with ON CONFLICT DO NOTHING and emits `task.due` only for the rows its insert wrote, in the same
 * transaction, so two workers at once remind each person once; a new end date is a new key, so it
 * reminds again.
 */
export const taskReminders = pgTable(
  'task_reminders',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    when: varchar('when', { length: 8 }).$type<'tomorrow' | 'today'>().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.userId, table.when, table.dueDate] })],
);

/**
 * Comments on a task (issue 27). `body` is the Markdown source as written (mentions as `@[Name](user:12)`),
 * kept for editing; the HTML is rendered from it on every read. A deleted comment keeps its row with the body
 * cleared (`deleted_at` set): its `task.commented` event and the thread's order stay whole, its words go.
 */
export const taskComments = pgTable(
  'task_comments',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // The thread reads one task's comments by time; the board counts them per task.
  (table) => [index('task_comments_task_created_idx').on(table.taskId, table.createdAt, table.id)],
);
export type TaskCommentRow = typeof taskComments.$inferSelect;
