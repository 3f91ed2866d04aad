import { listFormSubmissionsRoute } from '@aerie/contract';

import { listFormSubmissions } from '../../modules/websites/forms/form-inbox.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { defineHandler } from '../define-handler.js';

/** Reading the inbox is seeing the site: every role that sees the project, a guest too. */
export default defineHandler(listFormSubmissionsRoute, async ({ params, query, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  const data = await listFormSubmissions(ctx.db, visible, {
    q: query.q || undefined,
    form: query.form || undefined,
    unread: query.unread === 'true',
    before: query.before,
    now: ctx.clock.now(),
  });
  return { success: true as const, data };
});
