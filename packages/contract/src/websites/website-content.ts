import { z } from 'zod';

import { LIMITS } from '../constants.js';
import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { ProjectDataSchema, WebsiteSchema, websiteUuidParam } from './website.js';

const revisionField = z
  .number({ error: 'Revision is required' })
  .int('Revision is invalid')
  .min(1, 'Revision is invalid')
  .max(2_147_483_647, 'Revision is invalid');

/** What the editor opens: the site, its draft and the revision that draft is. */
export const WebsiteContentSchema = z.object({
  website: WebsiteSchema,
  revision: z.number().int(),
  project_data: ProjectDataSchema,
  /** The project's admin may delete the site; everyone who sees the project may edit it. */
  can_delete: z.boolean(),
});
export type WebsiteContent = z.infer<typeof WebsiteContentSchema>;

export const getWebsiteContentRoute = defineRoute({
  name: 'get-website-content',
  method: 'GET',
  host: 'builder',
  path: '/site/:uuid',
  access: 'user',
  summary: 'Open a website in the builder: its draft (GrapesJS project data) and revision',
  params: z.strictObject({ uuid: websiteUuidParam }),
  response: successEnvelope(WebsiteContentSchema),
});

/**
 * Saving carries the revision the editor started from; if the site has moved on since (another tab,
 * another person), the save is refused with 409 and `MESSAGES.staleSave`, and nothing is overwritten.
 */
export const SaveWebsiteContentSchema = z.strictObject({
  revision: revisionField,
  project_data: ProjectDataSchema,
});
export type SaveWebsiteContent = z.infer<typeof SaveWebsiteContentSchema>;

export const SavedRevisionSchema = z.object({ revision: z.number().int(), saved_at: z.string() });

export const saveWebsiteContentRoute = defineRoute({
  name: 'save-website-content',
  method: 'PUT',
  host: 'builder',
  path: '/site/:uuid/content',
  access: 'user',
  summary: 'Save the draft of a website (refused with 409 when it was saved elsewhere since)',
  params: z.strictObject({ uuid: websiteUuidParam }),
  body: SaveWebsiteContentSchema,
  bodyLimit: LIMITS.projectDataMaxBytes,
  response: successEnvelope(SavedRevisionSchema).extend({ message: z.string() }),
});

export const WebsiteRevisionSchema = z.object({
  revision: z.number().int(),
  saved_at: z.string(),
  saved_by: z.object({ id: z.number().int(), first: z.string(), last: z.string() }).nullable(),
  /** The name someone gave this revision, if any. */
  name: z.string().nullable(),
  /** The revision that is live on the site, if any. */
  published: z.boolean(),
});
export type WebsiteRevision = z.infer<typeof WebsiteRevisionSchema>;

export const listWebsiteRevisionsRoute = defineRoute({
  name: 'list-website-revisions',
  method: 'GET',
  host: 'builder',
  path: '/site/:uuid/revisions',
  access: 'user',
  summary: `The last ${LIMITS.revisionsKept} saved revisions of a website, newest first`,
  params: z.strictObject({ uuid: websiteUuidParam }),
  response: successEnvelope(z.array(WebsiteRevisionSchema)),
});

/** Restoring copies an old revision into a new one (history is never rewritten), with the same stale check. */
export const RestoreWebsiteRevisionSchema = z.strictObject({ revision: revisionField });

export const restoreWebsiteRevisionRoute = defineRoute({
  name: 'restore-website-revision',
  method: 'POST',
  host: 'builder',
  path: '/site/:uuid/revisions/:restore',
  access: 'user',
  summary: 'Make an earlier revision the draft again (saved as a new revision)',
  params: z.strictObject({
    uuid: websiteUuidParam,
    restore: z.coerce.number().int().min(1, 'Revision is invalid').max(2_147_483_647, 'Revision is invalid'),
  }),
  body: RestoreWebsiteRevisionSchema,
  response: successEnvelope(WebsiteContentSchema).extend({ message: z.string() }),
});
