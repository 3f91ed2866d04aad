import { listFormRecipientsRoute } from '@aerie/contract';

import { listFormRecipients } from '../../modules/websites/forms/form-recipients.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { defineHandler } from '../define-handler.js';

/** Every role that sees the project sees who is told of the site's messages, a guest too. */
export default defineHandler(listFormRecipientsRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  return { success: true as const, data: await listFormRecipients(ctx.db, visible) };
});
