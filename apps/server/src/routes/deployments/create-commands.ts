import { createCommandsRoute, DEPLOYMENT_MESSAGES } from '@aerie/contract';

import { commandsView, createCommands } from '../../modules/deployments/commands.js';
import { loadProjectDeployment } from '../../modules/deployments/deployment-access.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createCommandsRoute, async ({ body, session, ctx }) => {
  const { deployment, projectRole } = await loadProjectDeployment(
    ctx.db,
    session.user.id,
    body.deployment_id,
    body.project_id,
  );
  assertRoleMay(projectRole, 'run deployments');
  const record = await createCommands(ctx.db, { deployment, userId: session.user.id, commands: body.commands });
  return {
    success: true as const,
    message: DEPLOYMENT_MESSAGES.commandsSaved,
    data: await commandsView(ctx.db, record, deployment),
  };
});
