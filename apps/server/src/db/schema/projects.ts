import { boolean, index, integer, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

import { users } from './users.js';
import { workspaces } from './workspaces.js';

/** Project categories; the list is seeded by the migration that creates the table. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull().unique(),
});

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    /** The public identifier in routes (`/dashboard/project/{uid}`). */
    uid: varchar('uid', { length: 32 }).notNull().unique(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The owner (the spec's `business_id`); changes on ownership transfer. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 20 }).notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    status: varchar('status', { length: 10 }).$type<'active' | 'inactive'>().notNull().default('active'),
    badges: text('badges').array().notNull().default([]),
    /** The "AER" of the task key "AER-12" (docs/product.md § Task keys); derived from the name at creation. */
    taskKeyPrefix: varchar('task_key_prefix', { length: 5 }).notNull().default('TASK'),
    /** The last task number given on this board: numbers are never reused, even after a delete. */
    lastTaskNumber: integer('last_task_number').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('projects_workspace_created_idx').on(table.workspaceId, table.createdAt)],
);
export type ProjectRow = typeof projects.$inferSelect;

/** Collaborators of a project; the owner is a member too, marked `isOwner`. */
export const projectMembers = pgTable(
  'project_members',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('project_members_project_user_key').on(table.projectId, table.userId),
    index('project_members_user_idx').on(table.userId),
  ],
);
