import { uploadAvatarRoute } from '@aerie/contract';

import { uploadAvatar } from '../../modules/users/upload-avatar.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(uploadAvatarRoute, async ({ body, session, ctx }) => ({
  success: true as const,
  message: 'Avatar updated.',
  data: await uploadAvatar(ctx, session.user.id, body.image),
}));
