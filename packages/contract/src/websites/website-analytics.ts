import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { websiteUuidParam } from './website.js';

/** The days the analytics call covers, today (UTC) included. */
export const ANALYTICS_DAYS = 30;
/** Entries in each top list. */
export const ANALYTICS_TOP = 10;

const count = z.number().int().min(0);

/**
 * A published site's visits over the last ANALYTICS_DAYS days (docs/product.md § Websites, issue 31): counted
 * by the server as it serves pages, with no cookie and no script. `visitors` are distinct per day (the sum over
 * days counts a person once per day they came); bots are counted apart and nowhere else.
 */
export const WebsiteAnalyticsSchema = z.object({
  /** The site's name, for the screen's heading. */
  name: z.string(),
  /** One entry per day, oldest first, days without visits included (0). `day` is `YYYY-MM-DD`, UTC. */
  days: z.array(z.object({ day: z.string(), views: count, visitors: count })),
  totals: z.object({ views: count, visitors: count, not_found: count, bots: count }),
  top_pages: z.array(z.object({ path: z.string(), views: count })),
  top_referrers: z.array(z.object({ host: z.string(), views: count })),
  devices: z.object({ mobile: count, tablet: count, desktop: count }),
  /** Addresses visitors asked for that the site does not have, most asked first. */
  not_found: z.array(z.object({ path: z.string(), count })),
});
export type WebsiteAnalytics = z.infer<typeof WebsiteAnalyticsSchema>;

export const getWebsiteAnalyticsRoute = defineRoute({
  name: 'get-website-analytics',
  method: 'GET',
  host: 'builder',
  path: '/site/:uuid/analytics',
  access: 'user',
  summary: `A published site's page views, visitors, top pages, referrers, devices and 404s over the last ${ANALYTICS_DAYS} days`,
  params: z.strictObject({ uuid: websiteUuidParam }),
  response: successEnvelope(WebsiteAnalyticsSchema),
});
