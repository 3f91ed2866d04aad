import { listAccessTokensRoute } from '@aerie/contract';

import { listAccessTokens } from '../../modules/access-tokens/access-tokens.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listAccessTokensRoute, async ({ session, ctx }) => ({
  success: true as const,
  data: await listAccessTokens(ctx.db, session.user.id),
}));
