import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { subdomainField, websiteNameField, WebsiteSchema, websiteUuidParam } from './website.js';

/**
 * How long a site's old subdomain keeps redirecting to its new address after a change, in days (docs/product.md
 * § Website settings); 0 lets the old name go at once. Sent as `?redirect_days=` beside the spec's path, absent = 90.
 */
export const SITE_REDIRECT_DAYS = [0, 30, 90, 365] as const;
export type SiteRedirectDays = (typeof SITE_REDIRECT_DAYS)[number];
export const DEFAULT_SITE_REDIRECT_DAYS: SiteRedirectDays = 90;

export const UpdateWebsiteQuerySchema = z.strictObject({
  redirect_days: z
    .enum(
      SITE_REDIRECT_DAYS.map((days) => String(days)) as [string, ...string[]],
      `Keep the old address for ${SITE_REDIRECT_DAYS.slice(0, -1).join(', ')} or ${SITE_REDIRECT_DAYS.at(-1)} days`,
    )
    .transform((days) => Number(days) as SiteRedirectDays)
    .optional(),
});

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
  summary:
    'Rename a website and change its subdomain (unique across the platform, reserved names refused); the old subdomain redirects for `redirect_days` (0, 30, 90 or 365; default 90)',
  params: z.strictObject({ name: websiteNameField, domain: subdomainField, uuid: websiteUuidParam }),
  querystring: UpdateWebsiteQuerySchema,
  response: successEnvelope(WebsiteSchema).extend({ message: z.string() }),
});
