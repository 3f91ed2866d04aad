import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { handleWebhook } from '../../modules/billing/handle-webhook.js';

/** Flutterwave's webhooks are small; anything bigger is not one. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * `POST /api/payments/webhook`: the provider's call, not the product's, so it is outside the contract and
 * declared in RAW_ROUTES (principal `signedWebhook`: the registry's guard checks the signature over the raw
 * body and answers 401 before this handler runs). It reads the raw body (signature schemes sign bytes,
 * not parsed JSON) in its own encapsulated scope so the rest of the API keeps Fastify's JSON parser.
 * Registered in the API host's scope, so the path here is under its prefix.
 */
export async function registerPaymentWebhook(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/payments/webhook', { schema: { hide: true } }, async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await handleWebhook(ctx, rawBody);
      return { success: true, message: outcome === 'settled' ? 'Processed.' : 'Ignored.' };
    });
  });
}
