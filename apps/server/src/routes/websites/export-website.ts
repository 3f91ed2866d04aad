import { EXPORT_WEBSITE_PATH } from '@aerie/contract';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { exportWebsite } from '../../modules/websites/export/export-website.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';

/**
 * `GET /builder-api/site/{uuid}/export` (docs/product.md § Export): the saved draft as a zip of static
 * files. Not JSON, so a raw route (RAW_ROUTES, principal `user`: the registry's guard answers 401 first).
 */
export function registerExportWebsite(scope: FastifyInstance, ctx: AppContext): void {
  scope.get(EXPORT_WEBSITE_PATH, { schema: { hide: true }, compress: false }, async (request, reply) => {
    const { uuid } = request.params as { uuid: string };
    const userId = request.session!.user.id;
    // The contract's pattern: anything that is not a website uuid is a website that does not exist.
    const visible = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(uuid)
      ? await loadVisibleWebsite(ctx.db, userId, uuid)
      : null;
    if (!visible) return reply.callNotFound();
    const zip = await exportWebsite(ctx, visible.website);
    return reply
      .header('content-disposition', `attachment; filename="${visible.website.subdomain}.zip"`)
      .type('application/zip')
      .send(zip);
  });
}
