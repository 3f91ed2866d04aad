import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { WebsiteSchema, websiteUuidParam } from './website.js';

/**
 * Publishing renders every page of the saved draft on the server (never HTML sent by the browser),
 * sanitises it and makes it the live site at once. The editor saves first, then publishes that revision.
 */
export const PublishWebsiteSchema = z.strictObject({
  revision: z.number({ error: 'Revision is required' }).int().min(1, 'Revision is invalid').max(2_147_483_647),
});

export const publishWebsiteRoute = defineRoute({
  name: 'publish-website',
  method: 'POST',
  host: 'builder',
  path: '/site/:uuid/publish',
  access: 'user',
  summary: 'Publish the saved draft of a website (409 when a newer revision was saved since)',
  params: z.strictObject({ uuid: websiteUuidParam }),
  body: PublishWebsiteSchema,
  response: successEnvelope(WebsiteSchema).extend({ message: z.string() }),
});

/**
 * Export (docs/product.md § Export): a zip of the static site, one HTML file per page, its CSS and images,
 * rendered and sanitised like a publish. Not JSON: a raw route of the builder host, declared in the
 * route registry with the `user` principal.
 */
export const EXPORT_WEBSITE_PATH = '/site/:uuid/export';
