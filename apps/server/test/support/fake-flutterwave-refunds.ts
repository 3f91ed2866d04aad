import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * When the refund of a charge is held: `after` the fake made it (the answer is lost, as when the caller dies
 * waiting), `before` it did (the request never reached the provider's books). The request is left unanswered.
 */
export type RefundHold = 'after' | 'before';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });
}

/**
 * Flutterwave's refund endpoint (`POST /v3/transactions/{id}/refund`, amounts in major units) with the rule a
 * real provider keeps: the same `X-Idempotency-Key` answers the refund already made instead of refunding again.
 * A charge's refund can be held (`hold`) so a test kills the caller while the provider has not answered.
 */
export async function startFakeFlutterwaveRefunds(secretKey: string) {
  const charges = new Map<string, { amount: number; currency: string }>();
  const refunds = new Map<string, { id: number; chargeId: string; amount: number }>();
  /** Every refund request, in order: a second ask with the same key is here twice and in `refunds` once. */
  const asked: Array<{ chargeId: string; key: string }> = [];
  const hold = new Map<string, RefundHold>();
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };
  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    const match = /^\/v3\/transactions\/([^/]+)\/refund$/.exec(new URL(request.url!, 'http://fake').pathname);
    if (request.headers.authorization !== `Bearer ${secretKey}` || request.method !== 'POST' || !match) {
      return send(response, 400, { status: 'error', message: 'Not a refund this fake knows', data: null });
    }
    const chargeId = match[1]!;
    const key = String(request.headers['x-idempotency-key'] ?? '');
    asked.push({ chargeId, key });
    const held = hold.get(chargeId);
    if (held === 'before') return;
    const charge = charges.get(chargeId);
    if (!charge || !key) return send(response, 400, { status: 'error', message: 'No such transaction', data: null });
    let refund = refunds.get(key);
    if (!refund) {
      const amount = (JSON.parse(text) as { amount: number }).amount;
      refund = { id: 80_000 + refunds.size, chargeId, amount };
      refunds.set(key, refund);
    }
    if (held === 'after') return;
    send(response, 200, {
      status: 'success',
      message: 'Transaction refund initiated',
      data: { id: refund.id, amount_refunded: refund.amount, status: 'completed' },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    charges,
    asked,
    hold,
    /** The refunds the provider made of one charge (each once, however often it was asked). */
    refundsOf: (chargeId: string) => [...refunds.values()].filter((refund) => refund.chargeId === chargeId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
