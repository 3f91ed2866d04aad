import { SITE_TEMPLATE_IDS } from '@aerie/contract';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { PREVIEW_SUBDOMAIN, siteOrigin } from '../../modules/websites/site-address.js';

/**
 * `GET /builder-api/templates/{id}/preview`: the gallery's Preview button (docs/product.md § Starter templates). The
 * template is rendered on the preview host of the sites domain, never on the app's origin.
 */
export function registerTemplatePreview(scope: FastifyInstance, ctx: AppContext): void {
  scope.get('/templates/:id/preview', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!(SITE_TEMPLATE_IDS as readonly string[]).includes(id)) throw notFound('The template');
    return reply.redirect(`${siteOrigin(ctx.config.sites, PREVIEW_SUBDOMAIN)}/${id}/`, 302);
  });
}
