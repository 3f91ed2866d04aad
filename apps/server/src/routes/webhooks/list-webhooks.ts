import { listWebhooksRoute } from '@aerie/contract';

import { listWebhooks, loadConfigurableProject } from '../../modules/webhooks/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listWebhooksRoute, async ({ params, session, ctx }) => {
  const { project } = await loadConfigurableProject(ctx.db, session.user.id, { uid: params.uid });
  return { success: true as const, data: await listWebhooks(ctx.db, project.id) };
});
