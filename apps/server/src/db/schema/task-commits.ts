import { boolean, index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

import { repositories } from './repositories.js';
import { tasks } from './tasks.js';

/**
 * Commits whose message named a task's key (docs/product.md § Task keys), from a push to Aerie Git or a
 * provider's sync. One row per task and commit: seeing the commit again (another branch, the next sync)
 * links nothing new.
 */
export const taskCommits = pgTable(
  'task_commits',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    repositoryId: integer('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    sha: varchar('sha', { length: 64 }).notNull(),
    /** The first line of the message. */
    message: varchar('message', { length: 200 }).notNull(),
    authorName: varchar('author_name', { length: 255 }).notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
    /** It said "fixes" (or "closes", "resolves") the key and reached the default branch. */
    closes: boolean('closes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('task_commits_task_sha_key').on(table.taskId, table.sha),
    index('task_commits_repository_idx').on(table.repositoryId),
  ],
);
export type TaskCommitRow = typeof taskCommits.$inferSelect;
