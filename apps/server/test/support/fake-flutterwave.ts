import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake was asked to charge: `POST /v3/payments`'s body as Flutterwave receives it. */
export interface FlutterwavePaymentRequest {
  tx_ref: string;
  /** Major units, a JSON decimal: 12.5 for $12.50, 1250 for ¥1,250, 1.25 for KWD 1.250. */
  amount: number;
  currency: string;
  redirect_url: string;
  customer: { email: string; name: string };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });
}

/**
 * A local Flutterwave Standard v3 answering with its real JSON shapes: hosted links, and the verify
 * endpoints reporting a charge of exactly the major-unit amount the payment asked for. `pay` is the
 * buyer paying on the hosted page: the charge's id, as the redirect's `transaction_id` carries it.
 */
export async function startFakeFlutterwave(secretKey: string) {
  const payments: FlutterwavePaymentRequest[] = [];
  const charges = new Map<number, FlutterwavePaymentRequest>();
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };
  const transaction = (id: number, payment: FlutterwavePaymentRequest) => ({
    status: 'success',
    message: 'Transaction fetched successfully',
    data: {
      id,
      tx_ref: payment.tx_ref,
      flw_ref: `FLW-MOCK-${id}`,
      amount: payment.amount,
      currency: payment.currency,
      charged_amount: payment.amount,
      processor_response: 'Approved by Financial Institution',
      status: 'successful',
      payment_type: 'card',
      customer: { id: 1, email: payment.customer.email, name: payment.customer.name },
    },
  });
  const server: Server = createServer(async (request, response) => {
    const text = await readBody(request);
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, { status: 'error', message: 'Invalid authorization key', data: null });
    }
    const url = new URL(request.url!, 'http://flutterwave.test');
    if (request.method === 'POST' && url.pathname === '/v3/payments') {
      const payment = JSON.parse(text) as FlutterwavePaymentRequest;
      payments.push(payment);
      return send(response, 200, {
        status: 'success',
        message: 'Hosted Link',
        data: { link: `https://checkout.flutterwave.test/v3/hosted/pay/${payment.tx_ref}` },
      });
    }
    const verify = /^\/v3\/transactions\/(\d+)\/verify$/.exec(url.pathname);
    const charge = verify ? charges.get(Number(verify[1])) : undefined;
    if (request.method === 'GET' && verify && charge)
      return send(response, 200, transaction(Number(verify[1]), charge));
    if (request.method === 'GET' && url.pathname === '/v3/transactions/verify_by_reference') {
      const found = [...charges].find(([, paid]) => paid.tx_ref === url.searchParams.get('tx_ref'));
      if (found) return send(response, 200, transaction(...found));
    }
    send(response, 400, { status: 'error', message: 'No transaction was found for this id', data: null });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    payments,
    pay(txRef: string): number {
      const payment = payments.find((asked) => asked.tx_ref === txRef);
      if (!payment) throw new Error(`Flutterwave was never asked for ${txRef}`);
      const id = 4_000_000 + charges.size;
      charges.set(id, payment);
      return id;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
