import { z } from 'zod';

import { LIMITS } from '../constants.js';
import { successEnvelope } from '../envelope.js';
import { text } from '../fields.js';
import { defineRoute } from '../route.js';
import { WebsiteRevisionSchema } from './website-content.js';
import { websiteUuidParam } from './website.js';

/** A site and one of its revisions in a path (`:restore`, the name the restore route gave that segment first). */
export const websiteRevisionParams = z.strictObject({
  uuid: websiteUuidParam,
  restore: z.coerce
    .number({ error: 'Revision is invalid' })
    .int('Revision is invalid')
    .min(1, 'Revision is invalid')
    .max(2_147_483_647, 'Revision is invalid'),
});

/** A revision's optional name: trimmed; an empty name clears it. */
export const NameWebsiteRevisionSchema = z.strictObject({
  name: text('Name').trim().max(LIMITS.revisionNameMax, `Name must be at most ${LIMITS.revisionNameMax} characters`),
});
export type NameWebsiteRevision = z.infer<typeof NameWebsiteRevisionSchema>;

export const nameWebsiteRevisionRoute = defineRoute({
  name: 'name-website-revision',
  method: 'POST',
  host: 'builder',
  path: '/site/:uuid/revisions/:restore/name',
  access: 'user',
  summary: 'Give a saved revision a name (an empty name clears it)',
  params: websiteRevisionParams,
  body: NameWebsiteRevisionSchema,
  response: successEnvelope(WebsiteRevisionSchema).extend({ message: z.string() }),
});
