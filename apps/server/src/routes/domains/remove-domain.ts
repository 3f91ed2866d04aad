import { removeDomainRoute } from '@aerie/contract';

import { caddyServersOfDomains, requestCaddySync } from '../../modules/deployments/index.js';
import { loadVisibleDomain, removeDomain } from '../../modules/domains/index.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(removeDomainRoute, async ({ params, session, ctx }) => {
  const { domain } = await loadVisibleDomain(ctx.db, session.user.id, params.id, 'manage');
  const servers = await caddyServersOfDomains(ctx.db, [domain.id]);
  await removeDomain(ctx, domain.id);
  await requestCaddySync(ctx, servers);
  return ok('Domain removed: nothing answers on its hosts any more.');
});
