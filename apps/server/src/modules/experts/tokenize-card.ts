import type { z } from 'zod';
import type { TokenizeCardSchema } from '@aerie/contract';

import { CardProviderError } from '../../adapters/cards/card-tokenizer.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';

/** The card port's token for a card; a provider refusal answers 402 with the provider's own message. */
export async function tokenizeCard(
  ctx: Pick<AppContext, 'cards' | 'logger'>,
  card: z.output<typeof TokenizeCardSchema>,
): Promise<{ token: string }> {
  try {
    return await ctx.cards.tokenize({
      number: card.card_number,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      cvc: card.cvc,
      name: card.name,
    });
  } catch (error) {
    if (!(error instanceof CardProviderError)) throw error;
    ctx.logger.info({ provider: ctx.cards.name }, 'card provider refused a card');
    throw new AppError('bad_request', error.message, { status: 402 });
  }
}
