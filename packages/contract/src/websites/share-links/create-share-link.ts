import { z } from 'zod';

import { successEnvelope } from '../../envelope.js';
import { defineRoute } from '../../route.js';
import { SHARE_LINK_DAYS, ShareLinkSchema, shareLinksParams } from './share-link.js';

const daysMessage = `Choose between ${SHARE_LINK_DAYS.min} and ${SHARE_LINK_DAYS.max} days`;

export const CreateShareLinkSchema = z.strictObject({
  days: z
    .number({ error: daysMessage })
    .int(daysMessage)
    .min(SHARE_LINK_DAYS.min, daysMessage)
    .max(SHARE_LINK_DAYS.max, daysMessage),
});
export type CreateShareLink = z.infer<typeof CreateShareLinkSchema>;

export const createShareLinkRoute = defineRoute({
  name: 'create-share-link',
  method: 'POST',
  host: 'builder',
  path: '/site/:uuid/share-links',
  access: 'user',
  summary: "A link, good for the days chosen, that shows the site's current draft on the preview host",
  params: shareLinksParams,
  body: CreateShareLinkSchema,
  response: successEnvelope(ShareLinkSchema.extend({ url: z.string() })).extend({ message: z.string() }),
});
