import type { InitializeTransaction } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import type { Queryable, Transaction } from '../../db/client.js';
import type { TransactionRow, WorkspaceRow } from '../../db/schema/index.js';
import type { BillingCycleStep } from './billing-cycle.js';
import type { PricedPurchase } from './price-purchase.js';
import type { SandboxCheckout } from './sandbox-charge.js';

type PurchaseType = Exclude<InitializeTransaction['type'], 'subscription'>;

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

let composition: BillingComposition | null = null;

/** Called once per process at start; a second call with the same parts (another app in a test) is harmless. */
export function composeBilling(parts: BillingComposition): void {
  composition = parts;
}

export function billingComposition(): BillingComposition {
  if (!composition) throw new Error('billing is not composed: startRuntime calls composeDomains() first');
  return composition;
}

export function findPurchasable(type: PurchaseType): Purchasable {
  const purchasable = billingComposition().purchasables.find((candidate) => candidate.type === type);
  if (!purchasable) throw new Error(`no purchasable of type "${type}" is composed`);
  return purchasable;
}

/** Declares a purchasable with its purchase input typed. */
export function definePurchasable<Type extends PurchaseType>(purchasable: Purchasable<Type>): Purchasable {
  return purchasable as unknown as Purchasable;
}
