import { setDomainHostRoute } from '@aerie/contract';

import { caddyServersOfDomains, requestCaddySync } from '../../modules/deployments/index.js';
import { loadVisibleDomain, pointHost, reloadDomain } from '../../modules/domains/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(setDomainHostRoute, async ({ params, body, session, ctx }) => {
  const { domain } = await loadVisibleDomain(ctx.db, session.user.id, params.id, 'manage');
  // A host moved off or onto a deployment, or a site on a server, changes Caddy there (docs/architecture.md § Caddy on your servers).
  const before = await caddyServersOfDomains(ctx.db, [domain.id]);
  await pointHost(ctx, domain, body.host, body.target);
  await requestCaddySync(ctx, [...before, ...(await caddyServersOfDomains(ctx.db, [domain.id]))]);
  const data = await reloadDomain(ctx.db, ctx.config, domain.id);
  return { success: true as const, message: `${body.host} now points at the ${body.target.kind}.`, data };
});
