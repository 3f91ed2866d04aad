import type { Category } from '@aerie/contract';
import { asc, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';

/** Every project category, by name; the list is seeded by the migration that creates the table. */
export function listCategories(db: Queryable): Promise<Category[]> {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name));
}

/** The category a project form picked, or 400 on `category_id` when it is not one of the list. */
export async function requireCategory(db: Queryable, categoryId: number): Promise<Category> {
  const [category] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!category) throw fieldError('category_id', 'Choose a category from the list');
  return category;
}
