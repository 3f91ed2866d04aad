import { verifyDomainRoute } from '@aerie/contract';

import { loadVisibleDomain, verifyDomain } from '../../modules/domains/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(verifyDomainRoute, async ({ params, session, ctx }) => {
  const { domain } = await loadVisibleDomain(ctx.db, session.user.id, params.id, 'manage');
  const result = await verifyDomain(ctx, domain);
  return { success: true as const, message: result.message, data: result.domain };
});
