import { fetchCommandsRoute } from '@aerie/contract';

import { commandsView, openCommands } from '../../modules/deployments/commands.js';
import { loadProjectDeployment } from '../../modules/deployments/deployment-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(fetchCommandsRoute, async ({ query, session, ctx }) => {
  const { deployment } = await loadProjectDeployment(ctx.db, session.user.id, query.deployment_id, query.project_id);
  const record = await openCommands(ctx.db, deployment);
  return { success: true as const, message: '', data: await commandsView(ctx.db, record, deployment) };
});
