import { createAccessTokenRoute } from '@aerie/contract';

import { createAccessToken } from '../../modules/access-tokens/access-tokens.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createAccessTokenRoute, async ({ body, session, ctx }) => ({
  success: true as const,
  data: await createAccessToken(
    ctx.db,
    session.user.id,
    { name: body.name, expiresInDays: body.expires_in_days ?? null },
    ctx.clock.now(),
  ),
}));
