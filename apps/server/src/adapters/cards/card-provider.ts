/** The card as typed in the sandbox card form; it is passed to the sandbox once and never stored. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/**
 * The built-in card provider (the offline default): our own form sends test cards to the server, which
 * turns them into `pm_sandbox_…` payment methods. No real card is ever involved.
 */
export interface SandboxCardProvider {
  name: 'sandbox';
  tokenize(card: CardDetails): Promise<{ token: string; last4: string }>;
  chargeOffSession(charge: OffSessionCharge): Promise<ChargeResult>;
}

/**
 * A charge of a saved card without the person present (a trial's end, a monthly renewal). The
 * idempotency key names what is paid for (one engagement's one period): asked twice with the same key,
 * the provider answers the first charge again instead of charging twice.
 */
export interface OffSessionCharge {
  paymentMethod: string;
  /** The provider's customer the card is saved to (Stripe's `cus_…`); the sandbox has none. */
  customerId: string | null;
  amount: number;
  currency: string;
  idempotencyKey: string;
  description: string;
}

/** A charge the provider took (`chargeId` is its id), or the card's refusal in the provider's words. */
export type ChargeResult =
  { outcome: 'succeeded'; chargeId: string } | { outcome: 'declined'; chargeId: string | null; message: string };

/** A payment method as Stripe reports it: `customer` is whom it was saved to, null when to nobody. */
export interface StripePaymentMethod {
  id: string;
  type: string;
  customerId: string | null;
  last4: string | null;
}

/**
 * Stripe, as Stripe requires for cards: card numbers go from the browser to Stripe (Stripe.js Elements
 * confirming a SetupIntent) and never reach our server. The server makes each workspace a Stripe
 * customer, opens SetupIntents for it, and checks a payment method it is handed against Stripe's own
 * record — it must exist and be saved to that workspace's customer.
 */
export interface StripeCardProvider {
  name: 'stripe';
  /** For the browser's Stripe.js; publishable by design. */
  publishableKey: string;
  createCustomer(input: { workspaceId: number; email: string; name: string }): Promise<{ customerId: string }>;
  createSetupIntent(input: { workspaceId: number; customerId: string }): Promise<{ clientSecret: string }>;
  /** Stripe's record of a payment method, or null when Stripe knows no such id. */
  findPaymentMethod(id: string): Promise<StripePaymentMethod | null>;
  /** A PaymentIntent confirmed off-session on the saved card; a card error is a decline, not a throw. */
  chargeOffSession(charge: OffSessionCharge): Promise<ChargeResult>;
}

/** The card port: where the hire-an-expert card is collected and what proves a payment method is real. */
export type CardProvider = SandboxCardProvider | StripeCardProvider;

/** A refusal whose message is the provider's own, shown to the person. */
export class CardProviderError extends Error {}

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
