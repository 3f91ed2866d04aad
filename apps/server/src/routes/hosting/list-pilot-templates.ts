import { listPilotTemplatesRoute } from '@aerie/contract';

import { listPilotTemplates } from '../../modules/hosting/list-pilot-catalogue.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listPilotTemplatesRoute, async ({ ctx }) => ({
  success: true as const,
  data: await listPilotTemplates(ctx.db),
}));
