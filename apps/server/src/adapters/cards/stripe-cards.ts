import { CardProviderError, type StripeCardProvider, type StripePaymentMethod } from './card-provider.js';

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
  error?: { message?: string; type?: string; code?: string };
}

const UNAVAILABLE = 'The card provider could not be reached. Please try again later.';

/**
 * Stripe's REST API, form-encoded and authorised by the secret key: customers (`POST /v1/customers`),
 * SetupIntents (`POST /v1/setup_intents`) and the payment method record (`GET /v1/payment_methods/{id}`).
 * It never sees a card number: those go from the browser to Stripe through Stripe.js.
 */
export function createStripeCards(options: StripeOptions): StripeCardProvider {
  const { baseUrl, secretKey, publishableKey, timeoutMs = 15_000 } = options;

  async function call(method: 'GET' | 'POST', path: string, form?: Record<string, string>) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
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
      return { id: reply.id, type: reply.type, customerId: customer };
    },
  };
}
