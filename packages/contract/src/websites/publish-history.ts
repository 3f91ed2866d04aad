import { z } from 'zod';

import { LIMITS } from '../constants.js';
import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { WebsiteContentSchema } from './website-content.js';
import { WebsiteSchema, websiteUuidParam } from './website.js';

/** One publish of a site (docs/product.md § Publish history): who published which revision, and when. */
export const WebsitePublishSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  published_at: z.string(),
  published_by: z.object({ id: z.number().int(), first: z.string(), last: z.string() }).nullable(),
  /** The publish the live site serves now. */
  live: z.boolean(),
  /**
   * Whether its project data is kept, so it can become the draft again. A publish recorded before the
   * history existed whose revision was already pruned can only be restored as the live site.
   */
  restorable_as_draft: z.boolean(),
});
export type WebsitePublish = z.infer<typeof WebsitePublishSchema>;

const publishParams = z.strictObject({
  uuid: websiteUuidParam,
  publish: z.coerce
    .number({ error: 'Publish is invalid' })
    .int('Publish is invalid')
    .min(1, 'Publish is invalid')
    .max(2_147_483_647, 'Publish is invalid'),
});

export const listWebsitePublishesRoute = defineRoute({
  name: 'list-website-publishes',
  method: 'GET',
  host: 'builder',
  path: '/site/:uuid/publishes',
  access: 'user',
  summary: `The last ${LIMITS.publishesKept} publishes of a website, newest first, marking the live one`,
  params: z.strictObject({ uuid: websiteUuidParam }),
  response: successEnvelope(z.array(WebsitePublishSchema)),
});

/** Restoring a publish as the draft copies its project data into a new revision, with the stale-save check. */
export const RestorePublishAsDraftSchema = z.strictObject({
  revision: z
    .number({ error: 'Revision is required' })
    .int('Revision is invalid')
    .min(1, 'Revision is invalid')
    .max(2_147_483_647, 'Revision is invalid'),
});

export const restorePublishAsDraftRoute = defineRoute({
  name: 'restore-publish-as-draft',
  method: 'POST',
  host: 'builder',
  path: '/site/:uuid/publishes/:publish/restore-draft',
  access: 'user',
  summary: 'Make what an earlier publish published the draft again (saved as a new revision)',
  params: publishParams,
  body: RestorePublishAsDraftSchema,
  response: successEnvelope(WebsiteContentSchema).extend({ message: z.string() }),
});

/** Restoring a publish as live serves its pages and stylesheet again at once; the draft is left alone. */
export const restorePublishAsLiveRoute = defineRoute({
  name: 'restore-publish-as-live',
  method: 'POST',
  host: 'builder',
  path: '/site/:uuid/publishes/:publish/restore-live',
  access: 'user',
  summary: 'Make an earlier publish the live site again, without touching the draft',
  params: publishParams,
  response: successEnvelope(WebsiteSchema).extend({ message: z.string() }),
});
