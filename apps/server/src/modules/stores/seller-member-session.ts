import { and, asc, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { projectMembers, storeSellers, stores } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { loadVisibleProject } from '../projects/index.js';
import { assertRoleMay, lockMembership } from '../workspaces/index.js';
import { createSellerSession } from './seller-sessions.js';
import { storeOrigin } from './store-hosts.js';

/** A member's way in lasts a working day, not the seller's 30 days: it was never typed as a password. */
const MEMBER_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * A seller session of the store for a member of its project (anyone who sees the project, as for its
 * websites), and the admin's address carrying it in the fragment. A store of a project the caller does
 * not see answers the same 404 as an unknown uuid.
 *
 * The session records who opened it, so a later change to their membership deletes it (issue 24, see
 * revoke-member-seller-sessions.ts). The membership rows that let them in are locked (FOR KEY SHARE) until
 * the session is written: a removal in progress is waited for (then they are not found), and one that
 * starts later waits for this insert and then deletes the session with the rest.
 */
export async function openSellerAdmin(ctx: AppContext, userId: number, storeUuid: string) {
  const [store] = await ctx.db.select().from(stores).where(eq(stores.uuid, storeUuid)).limit(1);
  if (!store) throw notFound('The store');
  const { token, expiresAt } = await ctx.db.transaction(async (tx) => {
    const visible = await loadVisibleProject(tx, userId, { id: store.projectId }).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'not_found' ? notFound('The store') : error;
    });
    const inTeam = await lockMembership(tx, visible.project.workspaceId, userId, 'key share');
    const [collaborator] = await tx
      .select({ id: projectMembers.id })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, store.projectId), eq(projectMembers.userId, userId)))
      .for('key share');
    if (!inTeam && !collaborator) throw notFound('The store');
    assertRoleMay(visible.projectRole, 'manage stores');
    const [seller] = await tx
      .select({ id: storeSellers.id })
      .from(storeSellers)
      .where(eq(storeSellers.storeId, store.id))
      .orderBy(asc(storeSellers.id))
      .limit(1);
    if (!seller) throw notFound('The store');
    return createSellerSession(tx, seller.id, ctx.clock.now(), {
      lifetimeMs: MEMBER_SESSION_MS,
      openedByUserId: userId,
    });
  });
  return {
    url: `${storeOrigin(ctx.config.stores, store.domain)}/admin#session=${token}`,
    expires_at: expiresAt.toISOString(),
  };
}
