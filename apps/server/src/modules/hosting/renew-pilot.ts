import type { InitializedTransaction } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { pilotPlans, type ServerRow, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { startPricedPayment } from '../billing/index.js';
import { pilotPriceMinor } from './pilot-price.js';

/**
 * Starts the payment for one more month of a pilot (docs/product.md § Hosting calls `transactions/renew-pilot`): its
 * plan's price, no promo code (codes are for the first month). The settlement adds the month (grant-pilot.ts).
 */
export async function renewPilot(
  ctx: AppContext,
  input: { userId: number; workspace: WorkspaceRow; pilot: ServerRow },
): Promise<InitializedTransaction> {
  const { pilot } = input;
  const [plan] = pilot.planId ? await ctx.db.select().from(pilotPlans).where(eq(pilotPlans.id, pilot.planId)) : [];
  if (!plan) throw new AppError('bad_request', 'This pilot has no plan to renew.');
  return startPricedPayment(ctx, {
    userId: input.userId,
    workspace: input.workspace,
    priced: {
      type: 'pilot',
      planId: null,
      sitePlanId: null,
      websiteId: null,
      description: `${plan.name} pilot ${pilot.name} — one more month`.slice(0, 120),
      amount: pilotPriceMinor(plan, input.workspace.billingCurrency),
      currency: input.workspace.billingCurrency,
      pilot: {
        planId: plan.id,
        templateId: pilot.templateId!,
        projectId: pilot.projectId,
        discountCodeId: null,
        serverId: pilot.id,
      },
    },
  });
}
