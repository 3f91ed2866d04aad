import { deleteStoreRoute, STORE_MESSAGES } from '@aerie/contract';

import { deleteStore } from '../../modules/stores/delete-store.js';
import { assertStoreAdmin, loadVisibleStore } from '../../modules/stores/store-access.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteStoreRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleStore(ctx.db, session.user.id, params.id);
  assertStoreAdmin(visible, session.user.id);
  await deleteStore(ctx, visible);
  return ok(STORE_MESSAGES.deleted);
});
