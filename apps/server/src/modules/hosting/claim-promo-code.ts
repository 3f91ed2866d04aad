import { HOSTING_MESSAGES } from '@aerie/contract';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';

import type { Queryable, Transaction } from '../../db/client.js';
import { pilotDiscountCodeUses, pilotDiscountCodes } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';

/**
 * Takes one use of a promo code for a workspace, inside the transaction that records the payment, so a
 * refused claim leaves no payment and a failed payment insert no use. Each count moves by ONE conditional
 * statement (`… where uses < limit returning`): PostgreSQL re-checks the condition on the row's newest
 * version after waiting for its lock, so N checkouts at once with K uses left get exactly K rows back,
 * where a read-then-write would let all N see the same count. The code's row stays locked until commit,
 * which also queues the per-workspace upsert of concurrent claims behind it.
 */
export async function claimPromoCode(tx: Transaction, input: { codeId: number; workspaceId: number }): Promise<void> {
  const [code] = await tx
    .update(pilotDiscountCodes)
    .set({ uses: sql`${pilotDiscountCodes.uses} + 1` })
    .where(
      and(
        eq(pilotDiscountCodes.id, input.codeId),
        or(isNull(pilotDiscountCodes.maxUses), lt(pilotDiscountCodes.uses, pilotDiscountCodes.maxUses)),
      ),
    )
    .returning({ maxUsesPerWorkspace: pilotDiscountCodes.maxUsesPerWorkspace });
  if (!code) throw fieldError('discount_code', HOSTING_MESSAGES.discountUsedUp);
  const limit = code.maxUsesPerWorkspace;
  const [mine] = await tx
    .insert(pilotDiscountCodeUses)
    .values({ codeId: input.codeId, workspaceId: input.workspaceId, uses: 1 })
    .onConflictDoUpdate({
      target: [pilotDiscountCodeUses.codeId, pilotDiscountCodeUses.workspaceId],
      set: { uses: sql`${pilotDiscountCodeUses.uses} + 1` },
      setWhere: limit === null ? undefined : lt(pilotDiscountCodeUses.uses, limit),
    })
    .returning({ uses: pilotDiscountCodeUses.uses });
  // Thrown inside the transaction: the total's use taken above is rolled back with it.
  if (!mine) throw fieldError('discount_code', HOSTING_MESSAGES.discountUsedUp);
}

/** Gives a use back when its payment could not even start (the provider gave no checkout link). */
export async function releasePromoCode(db: Queryable, input: { codeId: number; workspaceId: number }): Promise<void> {
  await db
    .update(pilotDiscountCodes)
    .set({ uses: sql`${pilotDiscountCodes.uses} - 1` })
    .where(and(eq(pilotDiscountCodes.id, input.codeId), gt(pilotDiscountCodes.uses, 0)));
  await db
    .update(pilotDiscountCodeUses)
    .set({ uses: sql`${pilotDiscountCodeUses.uses} - 1` })
    .where(
      and(
        eq(pilotDiscountCodeUses.codeId, input.codeId),
        eq(pilotDiscountCodeUses.workspaceId, input.workspaceId),
        gt(pilotDiscountCodeUses.uses, 0),
      ),
    );
}
