import { and, eq, isNull } from 'drizzle-orm';

import { CardProviderError } from '../../adapters/cards/card-provider.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { cardPaymentMethods } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../errors.js';
import { findCardCustomer } from './start-card-setup.js';

export const NOT_ISSUED = 'This card was not set up for this workspace. Please enter it again.';

/**
 * Checks with Stripe, before anything is written, that a payment method handed to us is real and was
 * saved to this workspace's customer by the SetupIntent we opened for it. A made-up `pm_…` is unknown to
 * Stripe; another workspace's card belongs to another customer. The sandbox has nothing to ask: its
 * tokens are checked against our own record when they are spent.
 */
export async function assertIssuedPaymentMethod(
  ctx: Pick<AppContext, 'cards' | 'db'>,
  workspaceId: number,
  paymentMethod: string,
): Promise<void> {
  const { cards } = ctx;
  if (cards.name !== 'stripe') return;
  const customerId = await findCardCustomer(ctx, workspaceId);
  if (!customerId) throw fieldError('payment_method', NOT_ISSUED);
  let found;
  try {
    found = await cards.findPaymentMethod(paymentMethod);
  } catch (error) {
    if (!(error instanceof CardProviderError)) throw error;
    throw new AppError('bad_request', error.message, { status: 502 });
  }
  if (!found || found.type !== 'card' || found.customerId !== customerId) {
    throw fieldError('payment_method', NOT_ISSUED);
  }
}

/**
 * Spends a payment method issued for the workspace, inside the hire's transaction: the sandbox token must
 * be one `cards/tokenize` recorded for this workspace and not spent yet (a conditional update, so two
 * hires with one token cannot both pass); a Stripe payment method, checked above, is recorded as spent
 * now (its unique key refuses the same card for a second hire or another workspace).
 */
export async function spendPaymentMethod(
  tx: Queryable,
  input: { provider: 'sandbox' | 'stripe'; workspaceId: number; userId: number; paymentMethod: string; now: Date },
): Promise<void> {
  const { provider, workspaceId, userId, paymentMethod, now } = input;
  const spent =
    provider === 'sandbox'
      ? await tx
          .update(cardPaymentMethods)
          .set({ usedAt: now })
          .where(
            and(
              eq(cardPaymentMethods.paymentMethod, paymentMethod),
              eq(cardPaymentMethods.workspaceId, workspaceId),
              eq(cardPaymentMethods.provider, 'sandbox'),
              isNull(cardPaymentMethods.usedAt),
            ),
          )
          .returning({ id: cardPaymentMethods.id })
      : await tx
          .insert(cardPaymentMethods)
          .values({ workspaceId, userId, provider, paymentMethod, createdAt: now, usedAt: now })
          .onConflictDoNothing()
          .returning({ id: cardPaymentMethods.id });
  if (!spent.length) throw fieldError('payment_method', NOT_ISSUED);
}
