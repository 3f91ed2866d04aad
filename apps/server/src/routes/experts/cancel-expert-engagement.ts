import { cancelExpertEngagementRoute } from '@aerie/contract';

import { cancelEngagement } from '../../modules/experts/cancel-engagement.js';
import { assertCanHire } from '../../modules/experts/hire-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(cancelExpertEngagementRoute, async ({ body, session, ctx }) => {
  const workspace = await assertCanHire(ctx.db, session.user.id, body.business_id);
  const data = await cancelEngagement(ctx, workspace.id);
  return { success: true as const, message: 'The engagement is cancelled at the end of its period.', data };
});
