import { listPilotPlansRoute } from '@aerie/contract';

import { listPilotPlans } from '../../modules/hosting/list-pilot-catalogue.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listPilotPlansRoute, async ({ ctx }) => ({
  success: true as const,
  data: await listPilotPlans(ctx.db),
}));
