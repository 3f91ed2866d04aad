import { updateProfileRoute } from '@aerie/contract';

import { updateProfile } from '../../modules/users/update-profile.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateProfileRoute, async ({ body, session, ctx }) => ({
  success: true as const,
  message: 'Profile updated.',
  data: await updateProfile(ctx.db, session.user.id, body),
}));
