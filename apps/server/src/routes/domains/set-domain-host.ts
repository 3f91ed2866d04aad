import { setDomainHostRoute } from '@aerie/contract';

import { loadVisibleDomain, pointHost } from '../../modules/domains/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(setDomainHostRoute, async ({ params, body, session, ctx }) => {
  const { domain } = await loadVisibleDomain(ctx.db, session.user.id, params.id, 'manage');
  const data = await pointHost(ctx, domain, body.host, body.target);
  return { success: true as const, message: `${body.host} now points at the ${body.target.kind}.`, data };
});
