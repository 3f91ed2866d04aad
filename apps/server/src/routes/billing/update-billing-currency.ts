import { updateBillingCurrencyRoute } from '@aerie/contract';

import { updateBillingCurrency } from '../../modules/billing/billing-currency.js';
import { assertPlanOwner } from '../../modules/billing/plan-owner.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateBillingCurrencyRoute, async ({ params, body, session, ctx }) => {
  const access = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  assertPlanOwner(access.role);
  const data = await updateBillingCurrency(ctx, access.workspace.id, body.currency);
  return { success: true as const, message: `Prices are now shown and paid in ${body.currency}.`, data };
});
