import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { verifyWebhookSignature } from '../../src/modules/webhooks/index.js';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** The signature checked as docs/api.md tells receivers to: the replay window and the HMAC. */
  verified: boolean;
  at: number;
}

/** What the receiver answers a request: a status, and maybe a body, headers and a wait before it. */
interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

/**
 * A webhook receiver on 127.0.0.1 (port 0): records every request, checks its signature with the secret it
 * is given, and answers what `answer` says (200 by default).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const state = {
    secret: '',
    answer: (_request: ReceivedWebhook): Answer => ({ status: 200, body: 'ok' }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = request.headers['aerie-signature'];
      const entry: ReceivedWebhook = {
        headers: request.headers,
        body,
        verified: verifyWebhookSignature({ header: String(header ?? ''), body, secret: state.secret }),
        at: Date.now(),
      };
      received.push(entry);
      const answer = state.answer(entry);
      const reply = () => {
        response.writeHead(answer.status, answer.headers ?? {});
        response.end(answer.body ?? '');
      };
      // eslint-disable-next-line aerie/no-long-sleep -- a held answer: the test that holds one kills Aerie meanwhile
      setTimeout(reply, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks/aerie`,
    received,
    state,
    /** The requests of one delivery (Aerie-Delivery header). */
    ofDelivery: (uuid: string) => received.filter((entry) => entry.headers['aerie-delivery'] === uuid),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
