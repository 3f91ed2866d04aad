import { z } from 'zod';

import { successEnvelope } from '../../envelope.js';
import { defineRoute } from '../../route.js';
import { shareLinkParams } from './share-link.js';

export const revokeShareLinkRoute = defineRoute({
  name: 'revoke-share-link',
  method: 'DELETE',
  host: 'builder',
  path: '/site/:uuid/share-links/:link',
  access: 'user',
  summary: 'Stop a share link working at once',
  params: shareLinkParams,
  response: successEnvelope(z.object({ id: z.string() })).extend({ message: z.string() }),
});
