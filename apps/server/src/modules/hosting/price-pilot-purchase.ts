import { HOSTING_MESSAGES, type InitializePilotSchema } from '@aerie/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';

import type { Queryable } from '../../db/client.js';
import { pilotDiscountCodes, pilotPlans, pilotTemplates, projects, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../errors.js';
import type { PricedPurchase } from '../billing/index.js';
import { claimPromoCode, releasePromoCode } from './claim-promo-code.js';
import { pilotPriceMinor } from './pilot-price.js';

/** A promo code's price: the percentage off, rounded down to the cent in the buyer's favour. */
export function discounted(amount: number, percentOff: number): number {
  return amount - Math.ceil((amount * percentOff) / 100);
}

/**
 * A pilot's first month (docs/product.md § Buying a pilot): the plan's price in the workspace's billing currency
 * (pilot-price.ts), less the promo code's percentage.
 * Plan and template must be on sale (else the spec's own text, on both fields); the project must be one of
 * this workspace's (else 404, as for anything of another workspace); a code that is unknown, switched off
 * or past its date is refused on its field, and one used up when its payment starts (claim-promo-code.ts).
 */
export async function pricePilotPurchase(
  db: Queryable,
  workspace: WorkspaceRow,
  purchase: z.infer<typeof InitializePilotSchema>,
): Promise<PricedPurchase> {
  // Codes are letters, digits, dashes and underscores; anything else (a NUL byte PostgreSQL cannot take)
  // is refused on its field before it reaches a query.
  if (purchase.discount_code !== undefined && !/^[A-Za-z0-9_-]+$/.test(purchase.discount_code))
    throw fieldError('discount_code', HOSTING_MESSAGES.invalidDiscount);
  const [plan] = await db
    .select()
    .from(pilotPlans)
    .where(and(eq(pilotPlans.id, purchase.plan_id), eq(pilotPlans.active, true)));
  const [template] = await db
    .select()
    .from(pilotTemplates)
    .where(and(eq(pilotTemplates.id, purchase.template_id), eq(pilotTemplates.active, true)));
  if (!plan || !template) {
    const fieldErrors: Record<string, string[]> = {};
    if (!plan) fieldErrors.plan_id = [HOSTING_MESSAGES.missingPlanOrTemplate];
    if (!template) fieldErrors.template_id = [HOSTING_MESSAGES.missingPlanOrTemplate];
    throw new AppError('validation_failed', HOSTING_MESSAGES.missingPlanOrTemplate, { fieldErrors });
  }
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.uid, purchase.project_id), eq(projects.workspaceId, workspace.id)));
  if (!project) throw notFound('The project');
  let amount = pilotPriceMinor(plan, workspace.billingCurrency);
  let discountCodeId: number | null = null;
  if (purchase.discount_code !== undefined) {
    const [code] = await db
      .select()
      .from(pilotDiscountCodes)
      .where(
        and(
          sql`upper(${pilotDiscountCodes.code}) = upper(${purchase.discount_code})`,
          eq(pilotDiscountCodes.active, true),
          sql`(${pilotDiscountCodes.expiresAt} is null or ${pilotDiscountCodes.expiresAt} > now())`,
        ),
      );
    if (!code) throw fieldError('discount_code', HOSTING_MESSAGES.invalidDiscount);
    amount = discounted(amount, code.percentOff);
    discountCodeId = code.id;
  }
  const use = discountCodeId === null ? null : { codeId: discountCodeId, workspaceId: workspace.id };
  return {
    type: 'pilot',
    planId: null,
    sitePlanId: null,
    websiteId: null,
    description: `${plan.name} pilot (${template.name}) — monthly`,
    amount,
    currency: workspace.billingCurrency,
    pilot: { planId: plan.id, templateId: template.id, projectId: project.id, discountCodeId, serverId: null },
    claim: use ? { take: (tx) => claimPromoCode(tx, use), release: (db) => releasePromoCode(db, use) } : undefined,
  };
}
