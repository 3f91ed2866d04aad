import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { websiteUuidParam } from './website.js';

/** How a page of the draft differs from the live site's. */
export const PageChangeSchema = z.object({
  change: z.enum(['added', 'removed', 'renamed', 'edited']),
  name: z.string(),
  /** For a renamed page: the name it has on the live site. */
  previous_name: z.string().nullable(),
});
export type PageChange = z.infer<typeof PageChangeSchema>;

/**
 * Where the draft stands against the live site (docs/product.md § Draft and live): never published, the same
 * as live, or with unpublished changes, listed page by page. `comparable` is false when the live publish
 * predates the publish history and its project data is gone: the status then falls back to the revisions.
 */
export const WebsiteChangesSchema = z.object({
  status: z.enum(['not_published', 'published', 'unpublished_changes']),
  revision: z.number().int(),
  published_revision: z.number().int().nullable(),
  published_at: z.string().nullable(),
  comparable: z.boolean(),
  pages: z.array(PageChangeSchema),
  /** Site-wide styles (the stylesheet and anything else kept beside the pages) differ from the live site's. */
  site_styles_changed: z.boolean(),
});
export type WebsiteChanges = z.infer<typeof WebsiteChangesSchema>;

export const getWebsiteChangesRoute = defineRoute({
  name: 'get-website-changes',
  method: 'GET',
  host: 'builder',
  path: '/site/:uuid/changes',
  access: 'user',
  summary: 'What changed in the draft since the last publish (pages added, removed, renamed, edited; styles)',
  params: z.strictObject({ uuid: websiteUuidParam }),
  response: successEnvelope(WebsiteChangesSchema),
});
