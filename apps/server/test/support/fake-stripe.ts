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
  idempotencyKey?: string;
  form: Record<string, string>;
}

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string };
}

/** Stripe's test card whose saving works and whose charges are declined. */
const CHARGE_DECLINED_LAST4 = '0341';

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
 * methods, and off-session PaymentIntents (declined for a card ending 0341; an Idempotency-Key seen before
 * answers the first reply again, as Stripe does). `confirmSetup` does what Stripe.js does in the browser (the card goes to Stripe, which saves
 * the new payment method to the SetupIntent's customer); `createLoosePaymentMethod` is a card made with
 * Stripe.js but never set up for anyone.
 */
export async function startFakeStripe() {
  const seen: SeenRequest[] = [];
  const customers = new Set<string>();
  const setupIntents = new Map<string, { customer: string }>();
  const paymentMethods = new Map<string, PaymentMethod>();
  const idempotentReplies = new Map<string, { status: number; body: unknown }>();
  const charges: Array<{ id: string; amount: number; currency: string; paymentMethod: string }> = [];

  const server: Server = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    seen.push({
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
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
    if (request.method === 'POST' && request.url === '/v1/payment_intents') {
      const key = request.headers['idempotency-key'] as string | undefined;
      const replay = key ? idempotentReplies.get(key) : undefined;
      if (replay) return send(replay.status, replay.body);
      const remember = (status: number, body: unknown) => {
        if (key) idempotentReplies.set(key, { status, body });
        send(status, body);
      };
      const card = paymentMethods.get(form.payment_method!);
      if (!card) return missing(`payment_method: '${form.payment_method}'`);
      if (card.customer !== form.customer || form.off_session !== 'true' || form.confirm !== 'true') {
        return send(400, { error: { type: 'invalid_request_error', message: 'The PaymentMethod is not attached.' } });
      }
      const paymentIntent = id('pi');
      if (card.card.last4 === CHARGE_DECLINED_LAST4) {
        return remember(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: { id: paymentIntent, object: 'payment_intent', status: 'requires_payment_method' },
          },
        });
      }
      charges.push({
        id: paymentIntent,
        amount: Number(form.amount),
        currency: form.currency!,
        paymentMethod: card.id,
      });
      return remember(200, {
        id: paymentIntent,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        status: 'succeeded',
        latest_charge: id('ch'),
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

  function newPaymentMethod(customer: string | null, last4 = '4242'): string {
    const paymentMethod = id('pm');
    paymentMethods.set(paymentMethod, {
      id: paymentMethod,
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4 },
    });
    return paymentMethod;
  }

  return {
    baseUrl,
    seen,
    /** What `stripe.confirmCardSetup(clientSecret, { payment_method: { card } })` leaves behind. */
    confirmSetup(clientSecret: string, last4 = '4242'): string {
      const setupIntent = setupIntents.get(clientSecret.split('_secret_')[0]!);
      if (!setupIntent) throw new Error('unknown SetupIntent');
      return newPaymentMethod(setupIntent.customer, last4);
    },
    /** The PaymentIntents that took money. */
    charges,
    createLoosePaymentMethod: () => newPaymentMethod(null),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
