import type { InitializeTransaction, WEBSITE_PLANS } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import type { Queryable, Transaction } from '../../db/client.js';
import type { TransactionRow, WorkspaceRow } from '../../db/schema/index.js';

export type PurchaseType = Exclude<InitializeTransaction['type'], 'subscription'>;

/**
 * Something another domain sells through billing (a site plan, a pilot): how it is priced when a checkout
 * starts, and what the payment gives once it settles. `grant` runs inside the transaction whose conditional
 * update moved the payment to success — exactly once per payment, seen by the buyer on their return — so
 * it is an inversion, not an event. Returns whether the workspace's plan changed (always false here).
 */
export interface Purchasable<Type extends PurchaseType = PurchaseType> {
  type: Type;
  price(
    db: Queryable,
    workspace: WorkspaceRow,
    purchase: Extract<InitializeTransaction, { type: Type }>,
    now: Date,
  ): Promise<PricedPurchase>;
  grant(tx: Transaction, row: TransactionRow, now: Date): Promise<boolean>;
}

/**
 * Payments that are not billing transactions (a store's orders): the provider's webhook and the sandbox
 * checkout page find them by their reference when no transaction has it.
 */
export interface ForeignCheckouts {
  find(ctx: Pick<AppContext, 'db' | 'config'>, reference: string): Promise<SandboxCheckout | null>;
  settleWebhook(ctx: AppContext, reference: string, chargeId: string): Promise<'settled' | 'ignored'>;
}

/** What the composition root (src/compose-domains.ts) hands billing at start. */
export interface BillingComposition {
  purchasables: readonly Purchasable[];
  /** Other domains' billing-cycle steps, run in this order after billing's own. */
  cycleSteps: ReadonlyArray<readonly [name: string, step: BillingCycleStep]>;
  foreignCheckouts: ForeignCheckouts;
}

/** What a purchase costs and what it buys, as the transaction row records it. Priced here, never by the browser. */
export interface PricedPurchase {
  type: 'subscription' | 'website' | 'pilot';
  planId: 'air' | 'earth' | 'moon' | null;
  sitePlanId: (typeof WEBSITE_PLANS)[number]['id'] | null;
  websiteId: number | null;
  description: string;
  amount: number;
  /** A prorated plan upgrade: the renewal date it keeps (transactions.prorated_until). */
  proratedUntil?: Date | null;
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
 * What the sandbox's hosted page charges: a plan purchase (a `transactions` row, returning to the app) or
 * a store order (returning to its storefront). `settled` means it can no longer be paid.
 */
export interface SandboxCheckout {
  reference: string;
  amount: number;
  currency: string;
  description: string;
  settled: boolean;
  /** Where the browser goes back to, with `status`, `tx_ref` and `transaction_id`. */
  returnUrl: string;
}

/**
 * What the billing cycle acts on: everything due by `now` (a trial that ends, a period that ends with a
 * cancellation or a downgrade, a pilot to destroy), in every workspace or, for the test clock, in one.
 */
export interface BillingCycleScope {
  now: Date;
  workspaceId?: number;
}

/**
 * One step of the cycle. Each step finds its own due rows and must be safe to run twice at once and to
 * repeat after a crash: it claims a row by a conditional update before it charges, mails or destroys.
 */
export type BillingCycleStep = (ctx: AppContext, scope: BillingCycleScope) => Promise<void>;

/** Declares a purchasable with its purchase input typed. */
export function definePurchasable<Type extends PurchaseType>(purchasable: Purchasable<Type>): Purchasable {
  return purchasable as unknown as Purchasable;
}
