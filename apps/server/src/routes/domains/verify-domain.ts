import { verifyDomainRoute } from '@aerie/contract';

import { caddyServersOfDomains, requestCaddySync } from '../../modules/deployments/index.js';
import { loadVisibleDomain, verifyDomain } from '../../modules/domains/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(verifyDomainRoute, async ({ params, session, ctx }) => {
  const { domain } = await loadVisibleDomain(ctx.db, session.user.id, params.id, 'manage');
  const result = await verifyDomain(ctx, domain);
  // A host pointed at a site on the user's server while the domain was pending is served there from now on.
  if (!domain.verifiedAt && result.domain.state === 'verified')
    await requestCaddySync(ctx, await caddyServersOfDomains(ctx.db, [domain.id]));
  return { success: true as const, message: result.message, data: result.domain };
});
