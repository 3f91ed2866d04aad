import { updateFormSubmissionRoute } from '@aerie/contract';

import { updateFormSubmission } from '../../modules/websites/forms/form-inbox.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { defineHandler } from '../define-handler.js';

/** Read or unread is the reader's bookkeeping: whoever may read the inbox may mark it. */
export default defineHandler(updateFormSubmissionRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  const data = await updateFormSubmission(ctx.db, visible, { submissionId: params.submission, read: body.read });
  return { success: true as const, data };
});
