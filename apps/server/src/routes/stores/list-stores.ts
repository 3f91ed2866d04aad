import { listStoresRoute } from '@aerie/contract';

import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { listStores } from '../../modules/stores/list-stores.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listStoresRoute, async ({ query, session, ctx }) => {
  // `store/one?uuid=` names the project by its uid (docs/product.md § Store host calls); anyone who sees the project
  // sees its stores.
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: query.uuid });
  return { success: true as const, data: await listStores(ctx.db, ctx.config.stores, project, query.page) };
});
