import { SELLER_INVALID_CREDENTIALS, SELLER_RESET_INVALID, STORE_RULES, type SellerLogin } from '@aerie/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { storeSellerResetTokens, storeSellers, stores } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../errors.js';
import {
  burnPasswordCheck,
  hashPassword,
  hashToken,
  newOpaqueToken,
  verifyPassword,
} from '../../lib/secret-hashing.js';
import { issueDeviceToken } from '../auth/index.js';
import { actionMail, queueMail } from '../mail/index.js';
import { createSellerSession, revokeAllSellerSessions, type StoreRow } from './seller-sessions.js';
import { storeOrigin } from './store-hosts.js';

/**
 * The name a seller's device token is signed for: the account is one e-mail of one store, so a token from
 * one store (or from the platform) is worthless on another.
 */
export const sellerDeviceIdentity = (storeId: number, email: string) => `seller:${storeId}:${email.toLowerCase()}`;

async function findSeller(ctx: AppContext, storeId: number, email: string) {
  const [seller] = await ctx.db
    .select()
    .from(storeSellers)
    .where(and(eq(storeSellers.storeId, storeId), eq(storeSellers.email, email.toLowerCase())))
    .limit(1);
  return seller ?? null;
}

/** The store's seller by e-mail and password; an unknown e-mail costs the same argon2 check as a wrong password. */
export async function logInSeller(ctx: AppContext, store: StoreRow, input: SellerLogin) {
  const seller = await findSeller(ctx, store.id, input.email);
  if (!seller) {
    await burnPasswordCheck(input.password);
    throw new AppError('unauthorized', SELLER_INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(seller.passwordHash, input.password))) {
    throw new AppError('unauthorized', SELLER_INVALID_CREDENTIALS);
  }
  const { token, expiresAt } = await createSellerSession(ctx.db, seller.id, ctx.clock.now());
  return {
    success: true as const,
    message: 'Login successful',
    access_token: token,
    token_type: 'Bearer' as const,
    expires_at: expiresAt.toISOString(),
    device_token: issueDeviceToken(ctx.config, sellerDeviceIdentity(store.id, seller.email)),
  };
}

const RESET_LIFETIME_MS = STORE_RULES.sellerResetMinutes * 60 * 1000;

/**
 * What forgot-password does while the caller waits: one job, whatever the address, so the answer's timing
 * cannot tell the store's seller's e-mail from any other (as the platform's forgot-password does).
 */
export async function requestSellerResetLink(ctx: AppContext, store: StoreRow, email: string): Promise<void> {
  await ctx.jobs.send('send-seller-reset', { storeId: store.id, email });
  // The seller waits for the mail: this process's worker takes the job now, not at its next poll.
  ctx.jobs.wake('send-seller-reset');
}

/**
 * The worker's half: a single-use reset link to `{store origin}/reset-password/{token}`, if the e-mail is
 * the store's seller's. Earlier unused links stop working. Token and e-mail are written in one transaction.
 */
export async function sendSellerResetLink(ctx: AppContext, storeId: number, email: string): Promise<void> {
  const [store] = await ctx.db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) return;
  const seller = await findSeller(ctx, store.id, email);
  if (!seller) return;
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(storeSellerResetTokens)
      .set({ usedAt: now })
      .where(and(eq(storeSellerResetTokens.sellerId, seller.id), isNull(storeSellerResetTokens.usedAt)));
    const token = newOpaqueToken();
    await tx.insert(storeSellerResetTokens).values({
      sellerId: seller.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
    });
    const url = `${storeOrigin(ctx.config.stores, store.domain)}/reset-password/${token}`;
    await queueMail(
      tx,
      ctx.jobs,
      seller.email,
      actionMail({
        subject: `Reset the password of ${store.name}`,
        greeting: `Hi ${seller.name},`,
        lines: [`Someone asked to reset the seller password of ${store.name}. If it was you, choose a new one.`],
        action: 'Choose a new password',
        url,
        footer: `The link works once and expires in ${STORE_RULES.sellerResetMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
      }),
    );
  });
}

/**
 * Spends the token (one conditional update, so two uses cannot both pass), sets the password and deletes
 * every session of the seller, in one transaction. The token must be of this store's seller: a link is
 * only good on the origin it was sent for. The token is checked before argon2 runs.
 */
export async function resetSellerPassword(
  db: Database,
  store: StoreRow,
  token: string,
  password: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(storeSellerResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(storeSellerResetTokens.tokenHash, hashToken(token)),
          isNull(storeSellerResetTokens.usedAt),
          gt(storeSellerResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ sellerId: storeSellerResetTokens.sellerId });
    const [seller] = spent
      ? await tx
          .select({ id: storeSellers.id })
          .from(storeSellers)
          .where(and(eq(storeSellers.id, spent.sellerId), eq(storeSellers.storeId, store.id)))
      : [];
    if (!seller) throw fieldError('token', SELLER_RESET_INVALID, 'invalid_token');
    const passwordHash = await hashPassword(password);
    await tx.update(storeSellers).set({ passwordHash, updatedAt: new Date() }).where(eq(storeSellers.id, seller.id));
    await revokeAllSellerSessions(tx, seller.id);
  });
}
