import type { Project, UpdateProject } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { categories, projects, type ProjectRow } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';
import { requireCategory } from './categories.js';
import { findProject } from './project-queries.js';

/**
 * Changes a project's name, description and category (any member, docs/product.md § Roles and permissions). The body
 * repeats the project's id and workspace (docs/product.md § Workspace and project calls); both must match the project
 * in the address, since moving a project to another workspace is not something this call does. The category badge
 * follows the category.
 */
export async function updateProject(db: Queryable, project: ProjectRow, fields: UpdateProject): Promise<Project> {
  if (fields.project_id !== project.id) throw fieldError('project_id', 'Project does not match the address');
  if (fields.business_id !== project.workspaceId) {
    throw fieldError('business_id', 'A project cannot be moved to another workspace');
  }
  const category = await requireCategory(db, fields.category_id);
  const [previous] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, project.categoryId));
  const badges = project.badges.includes(previous?.name ?? '')
    ? project.badges.map((badge) => (badge === previous?.name ? category.name : badge))
    : [category.name, ...project.badges];
  await db
    .update(projects)
    .set({
      name: fields.name,
      description: fields.description,
      categoryId: category.id,
      badges: [...new Set(badges)],
      updatedAt: new Date(),
    })
    .where(eq(projects.id, project.id));
  return findProject(db, project.id);
}
