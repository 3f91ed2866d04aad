import { deleteSshAccessRoute } from '@aerie/contract';

import { deleteSshAccess, loadVisibleSshAccess } from '../../modules/hosting/delete-ssh-access.js';
import { assertServerOwner } from '../../modules/hosting/server-access.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteSshAccessRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleSshAccess(ctx, session.user.id, params.slug);
  // docs/product.md § Roles and permissions: only the owner sees delete; members are told why (403).
  assertServerOwner(visible, session.user.id, 'SSH users');
  const message = await deleteSshAccess(ctx, { entry: visible.entry, server: visible.server, userId: session.user.id });
  return ok(message);
});
