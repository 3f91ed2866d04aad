import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CardProviderError } from '../src/adapters/cards/card-tokenizer.js';
import { createStripeTokenizer } from '../src/adapters/cards/stripe-tokenizer.js';
import { loadConfig } from '../src/config.js';

const SECRET = 'sk_test_fake_123';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}
const seen: Seen[] = [];
let server: Server;
let baseUrl: string;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });
}

const cardError = (message: string, code: string) => ({
  error: { message, type: 'card_error', code, param: 'number', doc_url: `https://docs.example/codes/${code}` },
});

/** A local Stripe that answers `POST /v1/payment_methods` with its real JSON shapes. */
beforeAll(async () => {
  server = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    seen.push({
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form,
    });
    response.setHeader('content-type', 'application/json');
    if (request.headers.authorization !== `Bearer ${SECRET}`) {
      response.statusCode = 401;
      return response.end(
        JSON.stringify({
          error: {
            message: `Invalid API Key provided: ${request.headers.authorization}`,
            type: 'invalid_request_error',
          },
        }),
      );
    }
    if (request.method !== 'POST' || request.url !== '/v1/payment_methods') {
      response.statusCode = 404;
      return response.end(
        JSON.stringify({ error: { message: 'Unrecognized request URL', type: 'invalid_request_error' } }),
      );
    }
    if (form['card[number]'] === '4000000000000002') {
      response.statusCode = 402;
      return response.end(JSON.stringify(cardError('Your card was declined.', 'card_declined')));
    }
    if (form['card[number]'] === '4242424242424241') {
      response.statusCode = 402;
      return response.end(JSON.stringify(cardError('Your card number is incorrect.', 'incorrect_number')));
    }
    return response.end(
      JSON.stringify({
        id: 'pm_1QfakeFAKEfake',
        object: 'payment_method',
        type: 'card',
        billing_details: { name: form['billing_details[name]'] },
        card: { brand: 'visa', last4: form['card[number]']!.slice(-4), exp_month: Number(form['card[exp_month]']) },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const card = (number: string) => ({ number, expMonth: 4, expYear: 2031, cvc: '314', name: 'Ada Lovelace' });

describe('Stripe card tokenizer', () => {
  it('creates a payment method with the form fields Stripe expects and answers its id', async () => {
    const stripe = createStripeTokenizer({ baseUrl, secretKey: SECRET });
    await expect(stripe.tokenize(card('4242424242424242'))).resolves.toEqual({ token: 'pm_1QfakeFAKEfake' });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/v1/payment_methods',
      authorization: `Bearer ${SECRET}`,
      contentType: 'application/x-www-form-urlencoded',
      form: {
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '4',
        'card[exp_year]': '2031',
        'card[cvc]': '314',
        'billing_details[name]': 'Ada Lovelace',
      },
    });
  });

  it("passes a card error's message on as it is", async () => {
    const stripe = createStripeTokenizer({ baseUrl, secretKey: SECRET });
    await expect(stripe.tokenize(card('4000000000000002'))).rejects.toEqual(
      new CardProviderError('Your card was declined.'),
    );
    await expect(stripe.tokenize(card('4242424242424241'))).rejects.toEqual(
      new CardProviderError('Your card number is incorrect.'),
    );
  });

  it('keeps a key problem and an unreachable provider to generic messages', async () => {
    const wrongKey = createStripeTokenizer({ baseUrl, secretKey: 'sk_test_wrong' });
    await expect(wrongKey.tokenize(card('4242424242424242'))).rejects.toEqual(
      new CardProviderError('Your card could not be checked. Please try again later.'),
    );
    const down = createStripeTokenizer({ baseUrl: 'http://127.0.0.1:9', secretKey: SECRET, timeoutMs: 2000 });
    await expect(down.tokenize(card('4242424242424242'))).rejects.toEqual(
      new CardProviderError('The card provider could not be reached. Please try again later.'),
    );
  });
});

describe('card provider configuration', () => {
  it('defaults to the sandbox and requires the secret key for Stripe', () => {
    expect(loadConfig({}).cards).toEqual({
      provider: 'sandbox',
      stripeBaseUrl: 'https://api.stripe.com',
      stripeSecretKey: '',
    });
    expect(() => loadConfig({ CARD_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required when CARD_PROVIDER=stripe/,
    );
    expect(
      loadConfig({ CARD_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET, STRIPE_BASE_URL: `${baseUrl}/` }).cards,
    ).toEqual({
      provider: 'stripe',
      stripeBaseUrl: baseUrl,
      stripeSecretKey: SECRET,
    });
  });
});
