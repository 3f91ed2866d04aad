import { listSshAccessRoute } from '@aerie/contract';

import { listSshAccess } from '../../modules/hosting/list-ssh-access.js';
import { loadVisibleServer } from '../../modules/hosting/server-access.js';
import { pilotView } from '../../modules/hosting/pilot-view.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listSshAccessRoute, async ({ params, query, session, ctx }) => {
  const { server } = await loadVisibleServer(ctx.db, session.user.id, { slug: params.slug });
  const page = await listSshAccess(ctx.db, server.id, query.page);
  return { success: true as const, data: { ...page, server: await pilotView(ctx.db, server) } };
});
