import { z } from 'zod';

import { LIMITS, MESSAGES } from '../constants.js';
import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { CurrentUserSchema } from './user.js';

/** A base64 data URL holds 4 characters per 3 bytes; the limit itself is checked on the decoded bytes. */
const DATA_URL_MAX_CHARS = Math.ceil((LIMITS.avatarMaxBytes * 4) / 3) + 200;

export const UploadAvatarSchema = z.strictObject({
  image: z
    .string({ error: 'Image is required' })
    .regex(/^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/=\s]+$/, 'Image must be an image data URL'),
});

export const uploadAvatarRoute = defineRoute({
  name: 'upload-avatar',
  method: 'POST',
  host: 'api',
  path: '/users/upload-avatar',
  access: 'user',
  summary: "Set the signed-in user's avatar from an image data URL (at most 5,000,000 bytes)",
  body: UploadAvatarSchema,
  // Anything larger is refused before it is read, with the spec's words (docs/product.md § Avatar).
  bodyLimit: DATA_URL_MAX_CHARS + 1024,
  tooLargeMessage: MESSAGES.avatarTooLarge,
  response: successEnvelope(CurrentUserSchema).extend({ message: z.string() }),
});
