import { deleteFormSubmissionRoute } from '@aerie/contract';

import { deleteFormSubmission } from '../../modules/websites/forms/form-inbox.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

/** Deleting what a visitor sent is editing the site's data: the roles that edit sites. */
export default defineHandler(deleteFormSubmissionRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  await deleteFormSubmission(ctx.db, visible, params.submission);
  return { success: true as const, message: 'The submission was deleted.' };
});
