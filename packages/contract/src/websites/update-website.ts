import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { subdomainField, websiteNameField, WebsiteSchema, websiteUuidParam } from './website.js';

/**
 * Website settings (docs/product.md § Website settings, § Builder host calls): `GET updatesite/{name}/{domain}/{uuid}`
 * renames the site and moves it to another subdomain. The spec makes it a GET; it changes data, so it is never cached
 * and needs the bearer token like every other write (no cookie, so no cross-site request can make it).
 */
export const updateWebsiteRoute = defineRoute({
  name: 'update-website',
  method: 'GET',
  host: 'builder',
  path: '/updatesite/:name/:domain/:uuid',
  access: 'user',
  summary: 'Rename a website and change its subdomain (unique across the platform, reserved names refused)',
  params: z.strictObject({ name: websiteNameField, domain: subdomainField, uuid: websiteUuidParam }),
  response: successEnvelope(WebsiteSchema).extend({ message: z.string() }),
});
