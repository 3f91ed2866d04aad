import { setFormRecipientsRoute } from '@aerie/contract';

import { setFormRecipients } from '../../modules/websites/forms/form-recipients.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

/** Where the site's messages go is part of running the site: the roles that edit and publish it. */
export default defineHandler(setFormRecipientsRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  const data = await setFormRecipients(ctx.db, visible, body.user_ids);
  return { success: true as const, message: 'Saved who is told of new messages.', data };
});
