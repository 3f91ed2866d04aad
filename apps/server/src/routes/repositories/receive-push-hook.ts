import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { hookedRepositoryOf } from '../../modules/integrations/push-hooks/push-hook-principal.js';
import { readDelivery, receivePush, type PushOutcome } from '../../modules/integrations/push-hooks/receive-push.js';

/**
 * A push webhook's deliveries can be large (GitHub lists up to 2,048 commits with their files); bigger
 * bodies answer 413 before any of it is read.
 */
const PUSH_HOOK_BODY_LIMIT = 5 * 1024 * 1024;

const MESSAGES: Record<PushOutcome, string> = {
  pushed: 'Push received.',
  replayed: 'Already received.',
  ignored: 'Ignored.',
};

/**
 * `POST /api/hooks/git/{hookSlug}`: a git provider's push webhook (docs/api.md § Push webhooks), the
 * provider's call rather than the product's, so outside the contract and declared in RAW_ROUTES (principal
 * `providerWebhook`: the registry's guard checks the hook's signature over the raw body and answers 401
 * before this handler runs). Its own scope reads the raw body, as the payment webhook's does.
 */
export async function registerPushHookRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PUSH_HOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { hookSlug: string } }>(
      '/hooks/git/:hookSlug',
      { schema: { hide: true } },
      async (request) => {
        const repository = hookedRepositoryOf(request);
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const delivery = readDelivery(ctx, repository, request.headers, rawBody);
        const outcome = await receivePush(ctx, repository, delivery);
        return { success: true, message: MESSAGES[outcome] };
      },
    );
  });
}
