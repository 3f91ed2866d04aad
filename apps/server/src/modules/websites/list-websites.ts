import { PAGE_SIZE, type WebsitePage } from '@aerie/contract';
import { desc, eq, sql } from 'drizzle-orm';

import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { websites, type ProjectRow } from '../../db/schema/index.js';
import { toWebsite } from './website-view.js';

const PER_PAGE = PAGE_SIZE.websites;

/**
 * One page of a project's websites (8 a page, docs/product.md § Page sizes), newest first. The total rides on the
 * page's rows as a window count; only a page past the last one (empty, not an error) needs its own count.
 */
export async function listWebsites(
  db: Queryable,
  sites: Config['sites'],
  project: ProjectRow,
  page: number,
): Promise<WebsitePage> {
  const rows = await db
    .select({ website: websites, total: sql<number>`(count(*) over ())::int` })
    .from(websites)
    .where(eq(websites.projectId, project.id))
    .orderBy(desc(websites.createdAt), desc(websites.id))
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE);
  const total = rows[0]?.total ?? (await countWebsites(db, project.id));
  return {
    data: rows.map((row) => toWebsite(sites, row.website, project.uid)),
    current_page: page,
    per_page: PER_PAGE,
    total,
    last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
  };
}

async function countWebsites(db: Queryable, projectId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(websites)
    .where(eq(websites.projectId, projectId));
  return row?.total ?? 0;
}
