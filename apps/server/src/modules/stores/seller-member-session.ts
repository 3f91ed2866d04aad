import { asc, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { storeSellers, stores } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { loadVisibleProject } from '../projects/project-access.js';
import { createSellerSession } from './seller-sessions.js';
import { storeOrigin } from './store-hosts.js';

/** A member's way in lasts a working day, not the seller's 30 days: it was never typed as a password. */
const MEMBER_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * A seller session of the store for a member of its project (anyone who sees the project, as for its
 * websites), and the admin's address carrying it in the fragment. A store of a project the caller does
 * not see answers the same 404 as an unknown uuid.
 */
export async function openSellerAdmin(ctx: AppContext, userId: number, storeUuid: string) {
  const [store] = await ctx.db.select().from(stores).where(eq(stores.uuid, storeUuid)).limit(1);
  if (!store) throw notFound('The store');
  try {
    await loadVisibleProject(ctx.db, userId, { id: store.projectId });
  } catch (error) {
    throw error instanceof AppError && error.code === 'not_found' ? notFound('The store') : error;
  }
  const [seller] = await ctx.db
    .select({ id: storeSellers.id })
    .from(storeSellers)
    .where(eq(storeSellers.storeId, store.id))
    .orderBy(asc(storeSellers.id))
    .limit(1);
  if (!seller) throw notFound('The store');
  const { token, expiresAt } = await createSellerSession(ctx.db, seller.id, ctx.clock.now(), MEMBER_SESSION_MS);
  return {
    url: `${storeOrigin(ctx.config.stores, store.domain)}/admin#session=${token}`,
    expires_at: expiresAt.toISOString(),
  };
}
