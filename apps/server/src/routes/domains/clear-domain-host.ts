import { clearDomainHostRoute } from '@aerie/contract';

import { caddyServersOfHost, requestCaddySync } from '../../modules/deployments/index.js';
import { clearHost, findHost, loadVisibleDomain, reloadDomain } from '../../modules/domains/index.js';
import { AppError, notFound } from '../../errors.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(clearDomainHostRoute, async ({ params, session, ctx }) => {
  const host = await findHost(ctx.db, params.id);
  await loadVisibleDomain(ctx.db, session.user.id, host.domainId, 'manage').catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') throw notFound('The host');
    throw error;
  });
  const servers = await caddyServersOfHost(ctx.db, host.id);
  await clearHost(ctx, host);
  await requestCaddySync(ctx, servers);
  const data = await reloadDomain(ctx.db, ctx.config, host.domainId);
  return { success: true as const, message: `${host.host} no longer answers.`, data };
});
