import {
  CardProviderError,
  type ChargeResult,
  type StripeCardProvider,
  type StripePaymentMethod,
} from './card-provider.js';

export interface StripeOptions {
  baseUrl: string;
  secretKey: string;
  publishableKey: string;
  /** Request timeout; the provider is someone else's server. */
  timeoutMs?: number;
}

interface StripeReply {
  id?: string;
  client_secret?: string;
  type?: string;
  customer?: string | { id?: string } | null;
  card?: { last4?: string };
  status?: string;
  error?: { message?: string; type?: string; code?: string; payment_intent?: { id?: string } };
}

const UNAVAILABLE = 'The card provider could not be reached. Please try again later.';

/**
 * Stripe's REST API, form-encoded and authorised by the secret key: customers (`POST /v1/customers`),
 * SetupIntents (`POST /v1/setup_intents`), the payment method record (`GET /v1/payment_methods/{id}`) and
 * off-session charges of a saved card (`POST /v1/payment_intents`, confirmed at once).
 * It never sees a card number: those go from the browser to Stripe through Stripe.js.
 */
export function createStripeCards(options: StripeOptions): StripeCardProvider {
  const { baseUrl, secretKey, publishableKey, timeoutMs = 15_000 } = options;

  async function call(method: 'GET' | 'POST', path: string, form?: Record<string, string>, idempotencyKey?: string) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new CardProviderError(UNAVAILABLE);
    }
    const reply = (await response.json().catch(() => null)) as StripeReply | null;
    return { response, reply };
  }

  /** A key or request problem is ours, so the person reads a generic message. */
  function unexpected(): never {
    throw new CardProviderError('Your card could not be checked. Please try again later.');
  }

  return {
    name: 'stripe',
    publishableKey,

    async createCustomer({ workspaceId, email, name }) {
      const { response, reply } = await call('POST', '/v1/customers', {
        email,
        name,
        'metadata[workspace_id]': String(workspaceId),
      });
      if (!response.ok || !reply?.id?.startsWith('cus_')) unexpected();
      return { customerId: reply.id };
    },

    async createSetupIntent({ workspaceId, customerId }) {
      // `off_session`: the card is saved to charge later, when the trial ends, without the person present.
      const { response, reply } = await call('POST', '/v1/setup_intents', {
        customer: customerId,
        usage: 'off_session',
        'payment_method_types[]': 'card',
        'metadata[workspace_id]': String(workspaceId),
      });
      if (!response.ok || !reply?.client_secret) unexpected();
      return { clientSecret: reply.client_secret };
    },

    async findPaymentMethod(id): Promise<StripePaymentMethod | null> {
      const { response, reply } = await call('GET', `/v1/payment_methods/${encodeURIComponent(id)}`);
      // Stripe answers an id it does not know (or one of another account) with 404 resource_missing.
      if (response.status === 404) return null;
      if (!response.ok || !reply?.id || !reply.type) unexpected();
      const customer = typeof reply.customer === 'string' ? reply.customer : (reply.customer?.id ?? null);
      return { id: reply.id, type: reply.type, customerId: customer, last4: reply.card?.last4 ?? null };
    },

    async chargeOffSession(charge): Promise<ChargeResult> {
      // The Idempotency-Key names the engagement's period: a retry after a timeout or a crash gets the
      // first PaymentIntent back from Stripe instead of a second charge.
      const { response, reply } = await call(
        'POST',
        '/v1/payment_intents',
        {
          customer: charge.customerId ?? '',
          payment_method: charge.paymentMethod,
          amount: String(charge.amount),
          currency: charge.currency.toLowerCase(),
          off_session: 'true',
          confirm: 'true',
          description: charge.description,
        },
        charge.idempotencyKey,
      );
      if (response.ok && reply?.id && reply.status === 'succeeded') return { outcome: 'succeeded', chargeId: reply.id };
      // A refused card (declined, insufficient funds, authentication required off-session) is a card_error
      // with the PaymentIntent it left behind; anything else is a problem on our side or Stripe's.
      if (reply?.error?.type === 'card_error') {
        return {
          outcome: 'declined',
          chargeId: reply.error.payment_intent?.id ?? null,
          message: reply.error.message ?? 'Your card was declined.',
        };
      }
      if (response.ok && reply?.id) {
        return { outcome: 'declined', chargeId: reply.id, message: 'Your card needs to be confirmed by you.' };
      }
      throw new CardProviderError('The card could not be charged. Please try again later.');
    },
  };
}
