import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STRIPE_SECRET = 'sk_test_fake_123';
export const STRIPE_PUBLISHABLE = 'pk_test_fake_123';

export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/**
 * A local Stripe speaking the REST shapes the card adapter uses: customers, SetupIntents and payment
 * methods. `confirmSetup` does what Stripe.js does in the browser (the card goes to Stripe, which saves
 * the new payment method to the SetupIntent's customer); `createLoosePaymentMethod` is a card made with
 * Stripe.js but never set up for anyone.
 */
export async function startFakeStripe() {
  const seen: SeenRequest[] = [];
  const customers = new Set<string>();
  const setupIntents = new Map<string, { customer: string }>();
  const paymentMethods = new Map<string, PaymentMethod>();

  const server: Server = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    seen.push({
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form,
    });
    response.setHeader('content-type', 'application/json');
    const send = (status: number, body: unknown) => {
      response.statusCode = status;
      response.end(JSON.stringify(body));
    };
    const missing = (what: string) =>
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      });
    if (request.headers.authorization !== `Bearer ${STRIPE_SECRET}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (request.method === 'POST' && request.url === '/v1/customers') {
      const customer = id('cus');
      customers.add(customer);
      return send(200, { id: customer, object: 'customer', email: form.email, metadata: {} });
    }
    if (request.method === 'POST' && request.url === '/v1/setup_intents') {
      if (!customers.has(form.customer!)) return missing(`customer: '${form.customer}'`);
      const setupIntent = id('seti');
      setupIntents.set(setupIntent, { customer: form.customer! });
      return send(200, {
        id: setupIntent,
        object: 'setup_intent',
        client_secret: `${setupIntent}_secret_${randomBytes(8).toString('hex')}`,
        customer: form.customer,
        status: 'requires_payment_method',
        usage: form.usage,
      });
    }
    const method = request.url!.match(/^\/v1\/payment_methods\/([^/?]+)$/);
    if (request.method === 'GET' && method) {
      const found = paymentMethods.get(decodeURIComponent(method[1]!));
      return found ? send(200, found) : missing(`PaymentMethod: '${method[1]}'`);
    }
    send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function newPaymentMethod(customer: string | null): string {
    const paymentMethod = id('pm');
    paymentMethods.set(paymentMethod, {
      id: paymentMethod,
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4: '4242' },
    });
    return paymentMethod;
  }

  return {
    baseUrl,
    seen,
    /** What `stripe.confirmCardSetup(clientSecret, { payment_method: { card } })` leaves behind. */
    confirmSetup(clientSecret: string): string {
      const setupIntent = setupIntents.get(clientSecret.split('_secret_')[0]!);
      if (!setupIntent) throw new Error('unknown SetupIntent');
      return newPaymentMethod(setupIntent.customer);
    },
    createLoosePaymentMethod: () => newPaymentMethod(null),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
