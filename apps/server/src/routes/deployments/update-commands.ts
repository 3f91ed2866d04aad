import { DEPLOYMENT_MESSAGES, updateCommandsRoute } from '@aerie/contract';

import { commandsView, updateCommands } from '../../modules/deployments/commands.js';
import { loadProjectDeployment } from '../../modules/deployments/deployment-access.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateCommandsRoute, async ({ params, body, session, ctx }) => {
  const { deployment, projectRole } = await loadProjectDeployment(
    ctx.db,
    session.user.id,
    body.deployment_id,
    body.project_id,
  );
  assertRoleMay(projectRole, 'run deployments');
  // `body.user_id` is the spec browser's claim of who saved; the caller is recorded instead.
  const record = await updateCommands(ctx.db, {
    deployment,
    slug: params.slug,
    userId: session.user.id,
    commands: body.commands,
  });
  return {
    success: true as const,
    message: DEPLOYMENT_MESSAGES.commandsSaved,
    data: await commandsView(ctx.db, record, deployment),
  };
});
