import { z } from 'zod';

import { websiteUuidParam } from '../website.js';

/** How long a share link to a site's draft stays good (docs/product.md § Draft and live): a day to a month. */
export const SHARE_LINK_DAYS = { min: 1, max: 30 } as const;

/** A share link as listed: its address is shown once, at creation, and never stored (only its hash is). */
export const ShareLinkSchema = z.object({
  id: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

export const shareLinksParams = z.strictObject({ uuid: websiteUuidParam });
export const shareLinkParams = z.strictObject({
  uuid: websiteUuidParam,
  link: z
    .string({ error: 'Link is required' })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Link is invalid'),
});
