import { removeDomainRoute } from '@aerie/contract';

import { loadVisibleDomain, removeDomain } from '../../modules/domains/index.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(removeDomainRoute, async ({ params, session, ctx }) => {
  const { domain } = await loadVisibleDomain(ctx.db, session.user.id, params.id, 'manage');
  await removeDomain(ctx, domain.id);
  return ok('Domain removed: nothing answers on its hosts any more.');
});
