import { z } from 'zod';

import { STORE_RULES } from '../constants.js';
import { successEnvelope } from '../envelope.js';
import { text } from '../fields.js';
import { defineRoute } from '../route.js';
import {
  IMAGE_DATA_URL_MAX_CHARS,
  imageDataUrlField,
  PRODUCT_IMAGE_TOO_LARGE,
  ProductImageSchema,
  uuidParam,
} from './seller.js';

export const UploadProductImageSchema = z.strictObject({
  image: imageDataUrlField,
  alt: text('Alt text').max(200, 'Alt text must be at most 200 characters').optional(),
});

export const uploadProductImageRoute = defineRoute({
  name: 'upload-product-image',
  method: 'POST',
  host: 'store',
  path: '/seller/products/:uuid/images',
  access: 'seller',
  summary: `Add an image to a product (PNG, JPEG or WebP, sniffed; at most ${STORE_RULES.imagesPerProductMax})`,
  params: z.strictObject({ uuid: uuidParam('Product') }),
  body: UploadProductImageSchema,
  bodyLimit: IMAGE_DATA_URL_MAX_CHARS + 1024,
  tooLargeMessage: PRODUCT_IMAGE_TOO_LARGE,
  response: successEnvelope(ProductImageSchema),
});

export const deleteProductImageRoute = defineRoute({
  name: 'delete-product-image',
  method: 'DELETE',
  host: 'store',
  path: '/seller/products/:uuid/images/:imageUuid',
  access: 'seller',
  summary: 'Remove an image from a product',
  params: z.strictObject({ uuid: uuidParam('Product'), imageUuid: uuidParam('Image') }),
  response: successEnvelope(z.array(ProductImageSchema)),
});

export const ReorderProductImagesSchema = z.strictObject({
  order: z
    .array(uuidParam('Image'), { error: 'Order is required' })
    .max(STORE_RULES.imagesPerProductMax, 'Order names too many images'),
});

export const reorderProductImagesRoute = defineRoute({
  name: 'reorder-product-images',
  method: 'PUT',
  host: 'store',
  path: '/seller/products/:uuid/images',
  access: 'seller',
  summary: "Put a product's images in the given order (every image, once)",
  params: z.strictObject({ uuid: uuidParam('Product') }),
  body: ReorderProductImagesSchema,
  response: successEnvelope(z.array(ProductImageSchema)),
});
