import { timingSafeEqual, createHash } from 'node:crypto';

/** What the provider's hosted checkout is asked to charge. Amounts are integer minor units. */
export interface CheckoutRequest {
  reference: string;
  amount: number;
  currency: string;
  /** Where the provider sends the browser back, with `status`, `tx_ref` and `transaction_id`. */
  redirectUrl: string;
  customer: { email: string; name: string };
  /** What is bought, shown on the checkout page. */
  title: string;
}

/** The provider's own account of a charge, in Flutterwave's verify shape but with minor units. */
export interface VerifiedCharge {
  id: string;
  /** Flutterwave's words: 'successful', 'failed', 'cancelled'; anything else is still in progress. */
  status: 'successful' | 'failed' | 'cancelled' | 'pending';
  txRef: string;
  amount: number;
  currency: string;
  /** Why it failed, when the provider says. */
  reason: string | null;
}

/**
 * The payments port (docs/architecture.md § Ports and adapters): a hosted checkout link, verification by the provider's
 * id, and the check of a webhook's signature. Value is only ever given after `verify`, never on a redirect or webhook
 * body.
 */
export interface PaymentProvider {
  name: 'sandbox' | 'flutterwave';
  createCheckout(request: CheckoutRequest): Promise<{ link: string }>;
  /** The charge, or null when the provider knows no such id. */
  verify(transactionId: string): Promise<VerifiedCharge | null>;
  /**
   * The provider's charge for one of our references (its successful one when there is one), or null when
   * none was made: how a payment whose return and webhook were both lost is still found.
   */
  verifyByReference(reference: string): Promise<VerifiedCharge | null>;
  /** Whether a webhook request really comes from the provider (raw body for HMAC-style schemes). */
  isAuthenticWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): boolean;
}

export class PaymentProviderError extends Error {}

/** Equal strings in constant time: hashing first makes the lengths equal, so length leaks nothing either. */
export function constantTimeEqual(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}
