import { listPlansRoute } from '@aerie/contract';

import { listPlans } from '../../modules/billing/plans.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listPlansRoute, async ({ query }) => ({
  success: true as const,
  data: listPlans(query.currency),
}));
