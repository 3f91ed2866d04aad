import { clearDomainHostRoute } from '@aerie/contract';

import { clearHost, loadVisibleHost } from '../../modules/domains/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(clearDomainHostRoute, async ({ params, session, ctx }) => {
  const host = await loadVisibleHost(ctx.db, session.user.id, params.id, 'manage');
  const data = await clearHost(ctx, host);
  return { success: true as const, message: `${host.host} no longer answers.`, data };
});
