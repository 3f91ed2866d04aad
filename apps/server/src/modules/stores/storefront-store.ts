import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { stores } from '../../db/schema/index.js';

export type StoreRow = typeof stores.$inferSelect;

/**
 * The active store a storefront request is for. Read from the database on every request (one indexed
 * lookup, never cached), so a deleted or deactivated store is offline from the next request on.
 */
export async function findActiveStore(db: Queryable, domain: string): Promise<StoreRow | null> {
  const [store] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.domain, domain), eq(stores.status, 1)))
    .limit(1);
  return store ?? null;
}
