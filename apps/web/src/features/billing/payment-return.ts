import { DELAYS_MS } from '@aerie/contract';

import { editWebsiteUrl } from '@/lib/builder-url';
import type { StoredPayment } from '@/lib/payment-storage';

import type { PaymentToComplete } from './api/complete-payment';

/**
 * What the payment return page has to do, from the provider's query (`status`, `tx_ref`,
 * `transaction_id`) and what the browser stored before leaving (docs/product.md § Payment return).
 */
export type ReturnPlan =
  /** Nothing stored: the page was opened by hand or the payment was already handled. */
  | { kind: 'nothing-to-confirm' }
  /** The buyer cancelled at the provider, which gives no transaction to verify. */
  | { kind: 'cancelled'; reference: string }
  /** `isCancelled`: the provider says the buyer cancelled; the server still records it and explains. */
  | { kind: 'verify'; payment: PaymentToComplete; isCancelled: boolean };

export function planReturn(query: URLSearchParams, stored: StoredPayment | null): ReturnPlan {
  if (!stored) return { kind: 'nothing-to-confirm' };
  const transactionId = query.get('transaction_id')?.trim();
  if (!transactionId) return { kind: 'cancelled', reference: stored.reference };
  const isCancelled = query.get('status') === 'cancelled';
  return { kind: 'verify', payment: { reference: stored.reference, type: stored.type, transactionId }, isCancelled };
}

/** Where the browser goes once a payment is verified, and after how long (docs/product.md § Payment return). */
export interface NextStep {
  place: 'integrations' | 'builder' | 'hosting' | 'dashboard';
  to: string;
  delayMs: number;
}

/**
 * docs/product.md § Payment return: a subscription goes on to integrations once its message has been read (a banner's
 * time); a site plan says PAYMENT_MESSAGES.websiteSuccess, waits DELAYS_MS.postPaymentWait and reopens the site it was
 * bought for in the builder — or the dashboard when the browser no longer knows the site; a pilot waits the same minute
 * and opens its project's Hosting page. Other purchases stay on the page with the way back to billing.
 */
export function nextStepAfterPayment(stored: Pick<StoredPayment, 'type' | 'website' | 'projectUid'>): NextStep | null {
  if (stored.type === 'subscription') {
    return { place: 'integrations', to: '/dashboard/integrations', delayMs: DELAYS_MS.banner };
  }
  if (stored.type === 'website') {
    const { website } = stored;
    return website
      ? { place: 'builder', to: editWebsiteUrl(website.projectUid, website.uuid), delayMs: DELAYS_MS.postPaymentWait }
      : { place: 'dashboard', to: '/dashboard', delayMs: DELAYS_MS.postPaymentWait };
  }
  if (stored.type === 'pilot') {
    const { projectUid } = stored;
    return projectUid
      ? { place: 'hosting', to: `/dashboard/project/${projectUid}/hosting`, delayMs: DELAYS_MS.postPaymentWait }
      : { place: 'dashboard', to: '/dashboard', delayMs: DELAYS_MS.postPaymentWait };
  }
  return null;
}

/** The page a payment was started from, to go back to when it did not go through. */
export interface StartingPage {
  to: string;
  label: string;
}

/**
 * Where a declined or cancelled payment leads back to: the builder's publish dropdown for a site plan,
 * the project's Hosting page (Add pilot, Renew) for a pilot, billing for a plan — or billing when the
 * browser no longer knows the site or project.
 */
export function startingPage(stored: Pick<StoredPayment, 'type' | 'website' | 'projectUid'> | null): StartingPage {
  if (stored?.type === 'website' && stored.website) {
    return { to: editWebsiteUrl(stored.website.projectUid, stored.website.uuid), label: 'Back to the builder' };
  }
  if (stored?.type === 'pilot' && stored.projectUid) {
    return { to: `/dashboard/project/${stored.projectUid}/hosting`, label: 'Back to hosting' };
  }
  return { to: '/dashboard/billing', label: 'Back to billing' };
}
