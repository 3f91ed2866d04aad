import { STORE_RULES } from '@aerie/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';

import type { Transaction } from '../../db/client.js';
import { storeOrders, type HoldReleaseReason } from '../../db/schema/index.js';
import { releaseHold } from './stock-holds.js';

/** Releases the open checkouts `where` picks beyond the newest `keep`, oldest first. */
async function releaseBeyond(tx: Transaction, where: SQL, keep: number, reason: HoldReleaseReason, now: Date) {
  const beyond = await tx
    .select({ id: storeOrders.id })
    .from(storeOrders)
    .where(and(eq(storeOrders.status, 'pending'), where))
    .orderBy(desc(storeOrders.id))
    .offset(keep);
  for (const order of beyond) await releaseHold(tx, order.id, now, reason);
}

/**
 * Makes room for a new checkout before it holds anything (issue 24, "stock held without paying"): the
 * cart's previous unpaid checkout is released first, then the client's oldest beyond
 * STORE_RULES.unpaidCheckoutsPerClientMax, so one client never holds more than a few checkouts' worth,
 * however many carts it opens. Releasing rather than refusing lets a shopper who abandoned checkouts
 * start again at once. Runs in the checkout's transaction under the store's holds lock: two checkouts of
 * one client cannot count the same room, and a checkout that then sells out rolls the releases back.
 */
export async function makeRoomForCheckout(
  tx: Transaction,
  checkout: { storeId: number; cartId: number; clientNetwork: string | null },
  now: Date,
): Promise<void> {
  const ofStore = eq(storeOrders.storeId, checkout.storeId);
  await releaseBeyond(
    tx,
    and(ofStore, eq(storeOrders.cartId, checkout.cartId))!,
    STORE_RULES.unpaidCheckoutsPerCartMax - 1,
    'cart-checked-out-again',
    now,
  );
  if (checkout.clientNetwork === null) return;
  await releaseBeyond(
    tx,
    and(ofStore, eq(storeOrders.clientNetwork, checkout.clientNetwork))!,
    STORE_RULES.unpaidCheckoutsPerClientMax - 1,
    'client-hold-limit',
    now,
  );
}
