import { BILLING_CURRENCY, WEBSITE_PLANS, type InitializeTransaction } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { Queryable, Transaction } from '../../db/client.js';
import { projects, websites, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { pricePilotPurchase } from '../hosting/price-pilot-purchase.js';
import { findPlan } from './plans.js';

/** What a purchase costs and what it buys, as the transaction row records it. Priced here, never by the browser. */
export interface PricedPurchase {
  type: 'subscription' | 'website' | 'pilot';
  planId: 'air' | 'earth' | 'moon' | null;
  sitePlanId: (typeof WEBSITE_PLANS)[number]['id'] | null;
  websiteId: number | null;
  description: string;
  amount: number;
  currency: string;
  /** A pilot purchase: what the settlement creates (or, with `serverId`, renews). */
  pilot?: {
    planId: number;
    templateId: number;
    projectId: number;
    discountCodeId: number | null;
    serverId: number | null;
  };
  /**
   * What the purchase uses up (a promo code's use): taken in the transaction that records the payment, and
   * may refuse it there; given back when the provider gives no checkout link, so nothing can be paid.
   */
  claim?: { take(tx: Transaction): Promise<void>; release(db: Queryable): Promise<void> };
}

/**
 * A workspace plan, or a site plan for one website of the workspace (the builder's publish dropdown).
 * A website of another workspace answers 404, as if it did not exist.
 */
export async function pricePurchase(
  db: Queryable,
  workspace: WorkspaceRow,
  purchase: InitializeTransaction,
): Promise<PricedPurchase> {
  if (purchase.type === 'subscription') {
    const plan = findPlan(purchase.plan_id);
    return {
      type: 'subscription',
      planId: plan.id,
      sitePlanId: null,
      websiteId: null,
      description: `${plan.name} plan — monthly`,
      amount: plan.amount,
      currency: plan.currency,
    };
  }
  if (purchase.type === 'pilot') return pricePilotPurchase(db, workspace, purchase);
  const plan = WEBSITE_PLANS.find((candidate) => candidate.id === purchase.plan_id && candidate.purchasable);
  if (!plan) throw new AppError('bad_request', 'Site plan is invalid');
  const [website] = await db
    .select({ id: websites.id, name: websites.name })
    .from(websites)
    .innerJoin(projects, eq(projects.id, websites.projectId))
    .where(and(eq(websites.uuid, purchase.website_id), eq(projects.workspaceId, workspace.id)))
    .limit(1);
  if (!website) throw notFound('The website');
  return {
    type: 'website',
    planId: null,
    sitePlanId: plan.id,
    websiteId: website.id,
    description: `${plan.name} site plan for ${website.name} — monthly`,
    amount: plan.priceUsd * 100,
    currency: BILLING_CURRENCY,
  };
}
