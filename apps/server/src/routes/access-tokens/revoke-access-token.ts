import { revokeAccessTokenRoute } from '@aerie/contract';

import { revokeAccessToken } from '../../modules/access-tokens/access-tokens.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(revokeAccessTokenRoute, async ({ params, session, ctx }) => {
  await revokeAccessToken(ctx.db, session.user.id, params.id);
  return ok('The token has been revoked.');
});
