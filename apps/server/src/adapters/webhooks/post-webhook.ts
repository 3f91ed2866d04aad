import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

import { isPrivateAddress, PRIVATE_ADDRESS, publicOnlyLookup } from '../server-transport/address-policy.js';

/** What the delivery log keeps of a receiver's answer. */
export const RESPONSE_BODY_LIMIT = 2048;

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Development and tests: loopback and private receivers are allowed (ALLOW_PRIVATE_TARGETS). */
  allowPrivateTargets: boolean;
}

/** A receiver's answer (any status), or why none came. */
export type WebhookOutcome =
  | { kind: 'answered'; status: number; body: string; durationMs: number }
  | { kind: 'failed'; error: string; durationMs: number };

/**
 * POSTs one webhook body. In production the host is resolved through the same public-only lookup as SSH
 * connections (adapters/server-transport/address-policy.ts), on the very answer the connection uses, so a
 * name cannot pass the check and then connect elsewhere; an address literal is checked here because it
 * skips the lookup. Redirects are never followed (a 3xx is an answer like any other, and not a success):
 * following one would let a public receiver send Aerie on to a private address.
 */
export function postWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const url = new URL(request.url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!request.allowPrivateTargets && isPrivateAddress(host)) {
      return resolve({ kind: 'failed', error: `${host} is not a public address`, durationMs: elapsed() });
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    let settled = false;
    const finish = (outcome: WebhookOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const outgoing = send(url, {
      method: 'POST',
      headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
      ...(request.allowPrivateTargets ? {} : { lookup: publicOnlyLookup }),
      // One connection per delivery: nothing of one receiver's socket is reused for another's request.
      agent: false,
    });
    const timer = setTimeout(() => {
      outgoing.destroy();
      finish({ kind: 'failed', error: `no answer within ${request.timeoutMs / 1000} s`, durationMs: elapsed() });
    }, request.timeoutMs);
    outgoing.on('response', (response) => {
      readStart(response).then((body) =>
        finish({ kind: 'answered', status: response.statusCode ?? 0, body, durationMs: elapsed() }),
      );
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      finish({ kind: 'failed', error: describeError(error, host), durationMs: elapsed() }),
    );
    outgoing.end(request.body);
  });
}

/** The first RESPONSE_BODY_LIMIT bytes of an answer; the rest is not waited for. */
function readStart(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      response.removeAllListeners('data');
      response.destroy();
      resolve(Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8'));
    };
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= RESPONSE_BODY_LIMIT) done();
    });
    response.on('end', done);
    response.on('error', done);
  });
}

/** What the delivery log says when no answer came; never more than the address and the cause. */
function describeError(error: NodeJS.ErrnoException, host: string): string {
  if (error.code === PRIVATE_ADDRESS) return `${host} is not a public address`;
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return `${host} could not be resolved`;
  if (error.code === 'ECONNREFUSED') return `${host} refused the connection`;
  if (error.code === 'ECONNRESET') return 'the connection was reset';
  return (error.code ?? error.message).slice(0, 200);
}
