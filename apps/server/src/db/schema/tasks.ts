import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
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
    index('tasks_project_status_position_idx').on(table.projectId, table.status, table.position),
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
