import { listExpertPricingRoute } from '@aerie/contract';

import { listExpertPricing } from '../../modules/experts/expert-pricing.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listExpertPricingRoute, async ({ query }) => ({
  success: true as const,
  data: listExpertPricing(query.currency),
}));
