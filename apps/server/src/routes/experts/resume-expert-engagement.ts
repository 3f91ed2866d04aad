import { resumeExpertEngagementRoute } from '@aerie/contract';

import { resumeEngagement } from '../../modules/experts/cancel-engagement.js';
import { assertCanHire } from '../../modules/experts/hire-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(resumeExpertEngagementRoute, async ({ body, session, ctx }) => {
  const workspace = await assertCanHire(ctx.db, session.user.id, body.business_id);
  const data = await resumeEngagement(ctx, workspace.id);
  return { success: true as const, message: 'The engagement carries on.', data };
});
