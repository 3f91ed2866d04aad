import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { handleWebhook } from '../../modules/billing/handle-webhook.js';

/** Flutterwave's webhooks are small; anything bigger is not one. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * `POST /api/payments/webhook`: the provider's call, not the product's, so it is outside the contract.
 * It reads the raw body (signature schemes sign bytes, not parsed JSON) in its own encapsulated scope so
 * the rest of the API keeps Fastify's JSON parser. A bad signature is 401; anything else acknowledged.
 */
export async function registerPaymentWebhook(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/payments/webhook', { schema: { hide: true } }, async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!ctx.payments.isAuthenticWebhook(request.headers, rawBody)) {
        return reply.code(401).send({ success: false, error: 'unauthorized', message: 'Invalid webhook signature.' });
      }
      const outcome = await handleWebhook(ctx, rawBody);
      return { success: true, message: outcome === 'settled' ? 'Processed.' : 'Ignored.' };
    });
  });
}
