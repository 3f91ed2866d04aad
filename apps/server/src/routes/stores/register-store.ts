import { registerStoreRoute, STORE_MESSAGES } from '@aerie/contract';

import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { registerStore } from '../../modules/stores/register-store.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(registerStoreRoute, async ({ body, session, ctx }) => {
  // Anyone who sees the project may open a store in it (docs/product.md § Roles and permissions); other people's
  // projects answer 404.
  const { project, projectRole } = await loadVisibleProject(ctx.db, session.user.id, { uid: body.uuid });
  assertRoleMay(projectRole, 'manage stores');
  const store = await registerStore(ctx.db, ctx.config, {
    project,
    userId: session.user.id,
    token: body.token,
    name: body.name,
    email: body.email,
    password: body.password,
    domain: body.domain,
    theme: body.theme,
  });
  return {
    success: true as const,
    status: 200 as const,
    message: STORE_MESSAGES.created,
    data: { msg: STORE_MESSAGES.created, store },
  };
});
