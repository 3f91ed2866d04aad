import type { BillingComposition, Purchasable, PurchaseType } from './purchasable.js';

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
