import { z } from 'zod';

import { LIMITS, MESSAGES, WEBSITE_IMAGE_TYPES } from '../constants.js';
import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { websiteUuidParam } from './website.js';

/** A base64 data URL holds 4 characters per 3 bytes; the limit itself is checked on the decoded bytes. */
const DATA_URL_MAX_CHARS = Math.ceil((LIMITS.websiteImageMaxBytes * 4) / 3) + 200;

/**
 * A builder image (docs/product.md § Builder images: png, svg, jpg, jpeg; 2048 KB or more refused). The type is sniffed
 * from the bytes on the server (the data URL's own type is not trusted) and SVGs are sanitised, refused if anything
 * active had to be removed.
 */
export const UploadWebsiteImageSchema = z.strictObject({
  image: z
    .string({ error: 'Image is required' })
    .regex(/^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/=\s]+$/, 'Image must be an image data URL'),
});

export const UploadedImageSchema = z.object({
  /** Where the image is served: the sites origin, never the app's. */
  src: z.string(),
  type: z.enum(WEBSITE_IMAGE_TYPES),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

export const uploadWebsiteImageRoute = defineRoute({
  name: 'upload-website-image',
  method: 'POST',
  host: 'builder',
  path: '/site/:uuid/images',
  access: 'user',
  summary: 'Upload an image for a website (png, svg, jpg, jpeg under 2048 KB)',
  params: z.strictObject({ uuid: websiteUuidParam }),
  body: UploadWebsiteImageSchema,
  bodyLimit: DATA_URL_MAX_CHARS + 1024,
  tooLargeMessage: MESSAGES.websiteImageTooLarge,
  response: successEnvelope(UploadedImageSchema),
});
