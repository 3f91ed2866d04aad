import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createFlutterwaveProvider } from '../src/adapters/payments/flutterwave-provider.js';
import { PaymentProviderError } from '../src/adapters/payments/payment-provider.js';
import { loadConfig } from '../src/config.js';

const SECRET = 'FLWSECK_TEST-abc123-X';
const HASH = 'dashboard-secret-hash';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
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

/** A local Flutterwave v3 that answers with its real JSON shapes. */
beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await readBody(request);
    seen.push({
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
      body: text ? JSON.parse(text) : null,
    });
    response.setHeader('content-type', 'application/json');
    if (request.headers.authorization !== `Bearer ${SECRET}`) {
      response.statusCode = 401;
      return response.end(JSON.stringify({ status: 'error', message: 'Invalid authorization key', data: null }));
    }
    if (request.method === 'POST' && request.url === '/v3/payments') {
      const body = JSON.parse(text) as { tx_ref: string };
      if (body.tx_ref === 'aer_refused') {
        response.statusCode = 400;
        return response.end(JSON.stringify({ status: 'error', message: 'Invalid currency', data: null }));
      }
      return response.end(
        JSON.stringify({
          status: 'success',
          message: 'Hosted Link',
          data: { link: 'https://checkout.example/v3/hosted/pay/e5565e5a4684fe2f6d' },
        }),
      );
    }
    const byReference = new URL(request.url!, 'http://x');
    if (request.method === 'GET' && byReference.pathname === '/v3/transactions/verify_by_reference') {
      const txRef = byReference.searchParams.get('tx_ref');
      if (txRef !== 'aer_abcdefghijklmnopqrst') {
        response.statusCode = 400;
        return response.end(JSON.stringify({ status: 'error', message: 'No transaction was found', data: null }));
      }
      return response.end(
        JSON.stringify({
          status: 'success',
          message: 'Transaction fetched successfully',
          data: {
            id: 3500590,
            tx_ref: txRef,
            amount: 10,
            currency: 'USD',
            status: 'successful',
            processor_response: 'Approved',
          },
        }),
      );
    }
    const verify = request.url!.match(/^\/v3\/transactions\/(\d+)\/verify$/);
    if (request.method === 'GET' && verify) {
      if (verify[1] === '404') {
        response.statusCode = 400;
        return response.end(
          JSON.stringify({ status: 'error', message: 'No transaction was found for this id', data: null }),
        );
      }
      return response.end(
        JSON.stringify({
          status: 'success',
          message: 'Transaction fetched successfully',
          data: {
            id: Number(verify[1]),
            tx_ref: 'aer_abcdefghijklmnopqrst',
            flw_ref: 'FLW-MOCK-1',
            amount: 10,
            currency: 'USD',
            charged_amount: 10,
            app_fee: 0.38,
            processor_response: verify[1] === '3500589' ? 'Insufficient funds' : 'Approved by Financial Institution',
            auth_model: 'PIN',
            status: verify[1] === '3500589' ? 'failed' : 'successful',
            payment_type: 'card',
            created_at: '2026-03-02T10:00:00.000Z',
            customer: { id: 1, email: 'ada@example.com', name: 'Ada Demo' },
          },
        }),
      );
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ status: 'error', message: 'Not found', data: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () => createFlutterwaveProvider({ baseUrl, secretKey: SECRET, webhookHash: HASH });

describe('Flutterwave adapter', () => {
  it('initializes with the secret key and the amount in major units, and returns the hosted link', async () => {
    seen.length = 0;
    const { link } = await provider().createCheckout({
      reference: 'aer_abcdefghijklmnopqrst',
      amount: 1000,
      currency: 'USD',
      redirectUrl: 'http://aerie.test/payment/return',
      customer: { email: 'ada@example.com', name: 'Ada Demo' },
      title: 'Aerie Earth plan — monthly',
    });
    expect(link).toBe('https://checkout.example/v3/hosted/pay/e5565e5a4684fe2f6d');
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/v3/payments',
        authorization: `Bearer ${SECRET}`,
        body: {
          tx_ref: 'aer_abcdefghijklmnopqrst',
          amount: 10,
          currency: 'USD',
          redirect_url: 'http://aerie.test/payment/return',
          customer: { email: 'ada@example.com', name: 'Ada Demo' },
          customizations: { title: 'Aerie Earth plan — monthly' },
        },
      },
    ]);
  });

  it.each([
    { currency: 'JPY', amount: 1250, major: 1250 },
    { currency: 'USD', amount: 1250, major: 12.5 },
    { currency: 'KWD', amount: 1250, major: 1.25 },
  ])('asks for $amount minor $currency as $major, in the currency’s own minor digits', async (money) => {
    seen.length = 0;
    await provider().createCheckout({
      reference: 'aer_abcdefghijklmnopqrst',
      amount: money.amount,
      currency: money.currency,
      redirectUrl: 'http://aerie.test/payment/return',
      customer: { email: 'ada@example.com', name: 'Ada Demo' },
      title: 'Teapot',
    });
    expect(seen[0]?.body).toMatchObject({ amount: money.major, currency: money.currency });
  });

  it("raises the provider's message when it refuses a checkout", async () => {
    const attempt = provider().createCheckout({
      reference: 'aer_refused',
      amount: 1000,
      currency: 'XXX',
      redirectUrl: 'http://aerie.test/payment/return',
      customer: { email: 'ada@example.com', name: 'Ada Demo' },
      title: 'x',
    });
    await expect(attempt).rejects.toThrow(new PaymentProviderError('Invalid currency'));
  });

  it('verifies by id and answers in minor units; unknown ids are null', async () => {
    seen.length = 0;
    expect(await provider().verify('3500588')).toEqual({
      id: '3500588',
      status: 'successful',
      txRef: 'aer_abcdefghijklmnopqrst',
      amount: 1000,
      currency: 'USD',
      reason: null,
    });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/v3/transactions/3500588/verify',
      authorization: `Bearer ${SECRET}`,
    });
    expect(await provider().verify('3500589')).toMatchObject({ status: 'failed', reason: 'Insufficient funds' });
    expect(await provider().verify('404')).toBeNull();
  });

  it('verifies by our reference when the charge id was lost; unknown references are null', async () => {
    seen.length = 0;
    expect(await provider().verifyByReference('aer_abcdefghijklmnopqrst')).toEqual({
      id: '3500590',
      status: 'successful',
      txRef: 'aer_abcdefghijklmnopqrst',
      amount: 1000,
      currency: 'USD',
      reason: null,
    });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/v3/transactions/verify_by_reference?tx_ref=aer_abcdefghijklmnopqrst',
      authorization: `Bearer ${SECRET}`,
    });
    expect(await provider().verifyByReference('aer_unknownunknownunkn')).toBeNull();
  });

  it('fails loudly on a wrong key or an unreachable provider', async () => {
    const wrongKey = createFlutterwaveProvider({ baseUrl, secretKey: 'wrong', webhookHash: HASH });
    await expect(wrongKey.verify('1')).rejects.toThrow('Invalid authorization key');
    const down = createFlutterwaveProvider({ baseUrl: 'http://127.0.0.1:1', secretKey: SECRET, webhookHash: HASH });
    await expect(down.verify('1')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('accepts a webhook only with the exact verif-hash', () => {
    const body = Buffer.from('{}');
    expect(provider().isAuthenticWebhook({ 'verif-hash': HASH }, body)).toBe(true);
    expect(provider().isAuthenticWebhook({ 'verif-hash': `${HASH}x` }, body)).toBe(false);
    expect(provider().isAuthenticWebhook({ 'verif-hash': '' }, body)).toBe(false);
    expect(provider().isAuthenticWebhook({}, body)).toBe(false);
  });

  it('requires the secret key and webhook hash when Flutterwave is configured', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'flutterwave' })).toThrow(
      /FLUTTERWAVE_SECRET_KEY: is required[\s\S]*FLUTTERWAVE_WEBHOOK_HASH: is required/,
    );
    const config = loadConfig({
      PAYMENTS_PROVIDER: 'flutterwave',
      FLUTTERWAVE_SECRET_KEY: SECRET,
      FLUTTERWAVE_WEBHOOK_HASH: HASH,
    });
    expect(config.payments).toEqual({
      provider: 'flutterwave',
      flutterwaveBaseUrl: 'https://api.flutterwave.com',
      flutterwaveSecretKey: SECRET,
      webhookHash: HASH,
    });
    expect(loadConfig({}).payments.provider).toBe('sandbox');
  });
});
