import type { z } from 'zod';
import type { TokenizeCardSchema } from '@aerie/contract';

import { CardProviderError } from '../../adapters/cards/card-provider.js';
import type { AppContext } from '../../context.js';
import { cardPaymentMethods } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/**
 * The sandbox provider's token for a card, recorded as issued for the workspace and the person who typed
 * it: the hire accepts no other. A provider refusal answers 402 with the provider's own message. With
 * Stripe the card never comes here (Stripe.js gives it to Stripe), so the call is refused.
 */
export async function tokenizeCard(
  ctx: Pick<AppContext, 'cards' | 'logger' | 'db'>,
  input: { userId: number; workspaceId: number; card: z.output<typeof TokenizeCardSchema> },
): Promise<{ token: string }> {
  const { cards } = ctx;
  if (cards.name !== 'sandbox') {
    throw new AppError('bad_request', 'Cards are entered in the secure card form. Please reload the page.');
  }
  const { card } = input;
  let token: string;
  let last4: string;
  try {
    ({ token, last4 } = await cards.tokenize({
      number: card.card_number,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      cvc: card.cvc,
      name: card.name,
    }));
  } catch (error) {
    if (!(error instanceof CardProviderError)) throw error;
    ctx.logger.info({ provider: cards.name }, 'card provider refused a card');
    throw new AppError('bad_request', error.message, { status: 402 });
  }
  await ctx.db
    .insert(cardPaymentMethods)
    .values({ workspaceId: input.workspaceId, userId: input.userId, provider: 'sandbox', paymentMethod: token, last4 });
  return { token };
}
