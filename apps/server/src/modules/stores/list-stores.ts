import { PAGE_SIZE, type StorePage } from '@aerie/contract';
import { desc, eq, sql } from 'drizzle-orm';

import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { stores, type ProjectRow } from '../../db/schema/index.js';
import { toStore } from './store-view.js';

const PER_PAGE = PAGE_SIZE.stores;

/**
 * One page of a project's stores (8 a page, docs/product.md § Page sizes), newest first. As for websites, the total
 * rides on the page's rows as a window count; only a page past the last one needs its own count.
 */
export async function listStores(
  db: Queryable,
  config: Config['stores'],
  project: ProjectRow,
  page: number,
): Promise<StorePage> {
  const rows = await db
    .select({ store: stores, total: sql<number>`(count(*) over ())::int` })
    .from(stores)
    .where(eq(stores.projectId, project.id))
    .orderBy(desc(stores.createdAt), desc(stores.id))
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE);
  const total = rows[0]?.total ?? (await countStores(db, project.id));
  return {
    data: rows.map((row) => toStore(config, row.store, project.uid)),
    current_page: page,
    per_page: PER_PAGE,
    total,
    last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
    stores_host: config.host,
  };
}

async function countStores(db: Queryable, projectId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(stores)
    .where(eq(stores.projectId, projectId));
  return row?.total ?? 0;
}
