import { z } from 'zod';

import { successEnvelope } from '../../envelope.js';
import { defineRoute } from '../../route.js';
import { ShareLinkSchema, shareLinksParams } from './share-link.js';

export const listShareLinksRoute = defineRoute({
  name: 'list-share-links',
  method: 'GET',
  host: 'builder',
  path: '/site/:uuid/share-links',
  access: 'user',
  summary: "The site's share links still working (not revoked, not expired), the soonest to expire first",
  params: shareLinksParams,
  response: successEnvelope(z.array(ShareLinkSchema)),
});
