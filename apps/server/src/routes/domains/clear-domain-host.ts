import { clearDomainHostRoute } from '@aerie/contract';

import { caddyServersOfHost, requestCaddySync } from '../../modules/deployments/index.js';
import { clearHost, loadVisibleHost, reloadDomain } from '../../modules/domains/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(clearDomainHostRoute, async ({ params, session, ctx }) => {
  const host = await loadVisibleHost(ctx.db, session.user.id, params.id, 'manage');
  const servers = await caddyServersOfHost(ctx.db, host.id);
  await clearHost(ctx, host);
  await requestCaddySync(ctx, servers);
  const data = await reloadDomain(ctx.db, ctx.config, host.domainId);
  return { success: true as const, message: `${host.host} no longer answers.`, data };
});
