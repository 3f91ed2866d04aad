import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { projects } from './projects.js';
import { tasks } from './tasks.js';

/**
 * A project's labels (issue 27, docs/product.md § Labels). The name is unique per project ignoring case, by
 * an index on lower(name), so two creates of one name at once make one label. `color` names an entry of the
 * contract's LABEL_COLORS.
 */
export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 30 }).notNull(),
    color: varchar('color', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('labels_project_name_key').on(table.projectId, sql`lower(${table.name})`)],
);
export type LabelRow = typeof labels.$inferSelect;

/** Which labels a task has; deleting a label or a task takes its rows with it. */
export const taskLabels = pgTable(
  'task_labels',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.labelId] }), index('task_labels_label_idx').on(table.labelId)],
);
