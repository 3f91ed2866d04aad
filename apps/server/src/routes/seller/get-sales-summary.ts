import { getSalesSummaryRoute } from '@aerie/contract';

import { sellerOf } from '../../modules/stores/seller-principal.js';
import { salesSummary } from '../../modules/stores/seller-settings.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getSalesSummaryRoute, async ({ request, ctx }) => ({
  success: true as const,
  data: await salesSummary(ctx, sellerOf(request).store),
}));
