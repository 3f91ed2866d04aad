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
): Promise<{ last4: string | null } | null> {
  const { cards } = ctx;
  if (cards.name !== 'stripe') return null;
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
  return { last4: found.last4 };
}

/**
 * Spends a payment method issued for the workspace, inside the hire's transaction: the sandbox token must
 * be one `cards/tokenize` recorded for this workspace and not spent yet (a conditional update, so two
 * hires with one token cannot both pass); a Stripe payment method, checked above, is recorded as spent
 * now (its unique key refuses the same card for a second hire or another workspace).
 */
export async function spendPaymentMethod(
  tx: Queryable,
  input: {
    provider: 'sandbox' | 'stripe';
    workspaceId: number;
    userId: number;
    paymentMethod: string;
    /** Stripe's record of the card's last digits (the sandbox recorded them when it issued the token). */
    last4: string | null;
    now: Date;
  },
): Promise<{ last4: string | null }> {
  const { provider, workspaceId, userId, paymentMethod, last4, now } = input;
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
          .returning({ last4: cardPaymentMethods.last4 })
      : await tx
          .insert(cardPaymentMethods)
          .values({ workspaceId, userId, provider, paymentMethod, last4, createdAt: now, usedAt: now })
          .onConflictDoNothing()
          .returning({ last4: cardPaymentMethods.last4 });
  if (!spent[0]) throw fieldError('payment_method', NOT_ISSUED);
  return { last4: spent[0].last4 };
}
