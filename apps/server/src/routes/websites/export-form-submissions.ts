import { EXPORT_FORM_SUBMISSIONS_PATH, ListFormSubmissionsQuerySchema } from '@aerie/contract';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { exportFormSubmissions } from '../../modules/websites/forms/export-form-submissions.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `GET /builder-api/site/{uuid}/form-submissions.csv`: the inbox (with the list's filters) as CSV. Not JSON, so a
 * raw route (RAW_ROUTES, principal `user`); whoever reads the inbox may take it away.
 */
export function registerExportFormSubmissions(scope: FastifyInstance, ctx: AppContext): void {
  scope.get(EXPORT_FORM_SUBMISSIONS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { uuid } = request.params as { uuid: string };
    const query = ListFormSubmissionsQuerySchema.safeParse(request.query);
    const visible = UUID.test(uuid) ? await loadVisibleWebsite(ctx.db, request.session!.user.id, uuid) : null;
    if (!visible) return reply.callNotFound();
    if (!query.success) return reply.status(400).send({ success: false, message: 'The filter is invalid.' });
    const csv = await exportFormSubmissions(ctx.db, visible, {
      q: query.data.q || undefined,
      form: query.data.form || undefined,
      unread: query.data.unread === 'true',
    });
    return reply
      .header('content-disposition', `attachment; filename="${visible.website.subdomain}-forms.csv"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
}
