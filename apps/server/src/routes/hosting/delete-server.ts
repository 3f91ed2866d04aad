import { deleteServerRoute } from '@aerie/contract';

import { deleteServer } from '../../modules/hosting/delete-server.js';
import { assertServerOwner, loadVisibleServer } from '../../modules/hosting/server-access.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteServerRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleServer(ctx.db, session.user.id, { slug: params.slug });
  // Members see the server, so they hear why they cannot delete it (403), not that it is missing.
  assertServerOwner(visible, session.user.id, 'servers');
  return ok(await deleteServer(ctx, visible.server, session.user.id));
});
