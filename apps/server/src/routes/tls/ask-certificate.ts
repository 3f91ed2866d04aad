import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { mayIssueCertificate } from '../../modules/websites/custom-domain/may-issue-certificate.js';

export const TLS_ASK_PATH = '/_tls/ask/:token';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Caddy's `on_demand_tls { ask … }` (docs/deploy.md § HTTPS for custom domains): `GET /_tls/ask/{token}?domain=NAME`,
 * 200 when Caddy may get a certificate for NAME, 404 otherwise. Guarded by TLS_ASK_TOKEN in the path rather than by
 * the caller's address: Caddy reverse-proxies every visitor to this same process, so behind it every request comes
 * from Caddy's address and "loopback only" would let anyone ask through Caddy. A wrong or missing token gets the
 * same 404 as a refused name, so the route tells a stranger nothing. The `:token` segment is redacted from the logs
 * (log-serializers.ts).
 */
export function registerTlsAsk(app: FastifyInstance, ctx: AppContext): void {
  const expected = ctx.config.tlsAskToken === null ? null : digest(ctx.config.tlsAskToken);

  app.get<{ Params: { token: string }; Querystring: { domain?: unknown } }>(
    TLS_ASK_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      const isCaddy = expected !== null && timingSafeEqual(digest(request.params.token), expected);
      if (!isCaddy || !(await mayIssueCertificate(ctx, request.query.domain))) return reply.code(404).send('no');
      return reply.code(200).send('ok');
    },
  );
}
