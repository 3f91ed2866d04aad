import { CardProviderError, type CardTokenizer } from './card-tokenizer.js';

export interface StripeOptions {
  baseUrl: string;
  secretKey: string;
  /** Request timeout; the provider is someone else's server. */
  timeoutMs?: number;
}

interface StripeReply {
  id?: string;
  error?: { message?: string; type?: string; code?: string };
}

/**
 * Stripe payment methods: `POST /v1/payment_methods`, form-encoded, authorised by the secret key; the
 * reply's `id` is the `pm_…` token. A refusal arrives as `{ error: { message, type, code } }` and its
 * message is what the person reads.
 */
export function createStripeTokenizer(options: StripeOptions): CardTokenizer {
  const { baseUrl, secretKey, timeoutMs = 15_000 } = options;
  return {
    name: 'stripe',
    async tokenize(card) {
      const form = new URLSearchParams({
        type: 'card',
        'card[number]': card.number,
        'card[exp_month]': String(card.expMonth),
        'card[exp_year]': String(card.expYear),
        'card[cvc]': card.cvc,
        'billing_details[name]': card.name,
      });
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/v1/payment_methods`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new CardProviderError('The card provider could not be reached. Please try again later.');
      }
      const reply = (await response.json().catch(() => null)) as StripeReply | null;
      if (response.ok && reply?.id?.startsWith('pm_')) return { token: reply.id };
      // Only card errors are the person's to read; a key or request problem is ours, so it stays generic.
      if (reply?.error?.type === 'card_error' && reply.error.message) throw new CardProviderError(reply.error.message);
      throw new CardProviderError('Your card could not be checked. Please try again later.');
    },
  };
}
