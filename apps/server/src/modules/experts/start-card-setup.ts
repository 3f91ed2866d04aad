import type { CardSetup } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import { CardProviderError, type StripeCardProvider } from '../../adapters/cards/card-provider.js';
import type { AppContext } from '../../context.js';
import { cardCustomers, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/** The workspace's Stripe customer id, if one was made. */
export async function findCardCustomer(ctx: Pick<AppContext, 'db'>, workspaceId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ customerId: cardCustomers.customerId })
    .from(cardCustomers)
    .where(and(eq(cardCustomers.workspaceId, workspaceId), eq(cardCustomers.provider, 'stripe')));
  return row?.customerId ?? null;
}

/**
 * The workspace's Stripe customer, made the first time. Two first setups at once may both ask Stripe for
 * a customer; the primary key keeps the first one recorded and both use it (the other stays unused).
 */
async function ensureCustomer(ctx: AppContext, stripe: StripeCardProvider, workspace: WorkspaceRow): Promise<string> {
  const known = await findCardCustomer(ctx, workspace.id);
  if (known) return known;
  const { customerId } = await stripe.createCustomer({
    workspaceId: workspace.id,
    email: workspace.email,
    name: workspace.name,
  });
  await ctx.db
    .insert(cardCustomers)
    .values({ workspaceId: workspace.id, provider: 'stripe', customerId })
    .onConflictDoNothing();
  return (await findCardCustomer(ctx, workspace.id))!;
}

/**
 * How the card modal collects a card for `workspace`. With Stripe: a SetupIntent for the workspace's
 * customer, whose client secret lets Stripe.js save the card to that customer — the server later accepts
 * only payment methods Stripe reports as saved to it. With the sandbox: our own form and `cards/tokenize`.
 */
export async function startCardSetup(ctx: AppContext, workspace: WorkspaceRow): Promise<CardSetup> {
  const { cards } = ctx;
  if (cards.name === 'sandbox') return { provider: 'sandbox' };
  try {
    const customerId = await ensureCustomer(ctx, cards, workspace);
    const { clientSecret } = await cards.createSetupIntent({ workspaceId: workspace.id, customerId });
    return { provider: 'stripe', publishable_key: cards.publishableKey, client_secret: clientSecret };
  } catch (error) {
    if (!(error instanceof CardProviderError)) throw error;
    ctx.logger.warn({ provider: cards.name }, 'card provider refused a card setup');
    throw new AppError('bad_request', error.message, { status: 502 });
  }
}
