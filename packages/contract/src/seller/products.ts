import { z } from 'zod';

import { MessageEnvelopeSchema, successEnvelope } from '../envelope.js';
import { text } from '../fields.js';
import { defineRoute } from '../route.js';
import { pageField, pageOf, ProductInputSchema, ProductSchema, uuidParam } from './seller.js';

export const PRODUCT_DELETED = 'The product has been deleted.';
export const SLUG_TAKEN = 'Another product of this store already has this slug.';

export const productParams = z.strictObject({ uuid: uuidParam('Product') });

export const ListSellerProductsQuerySchema = z.strictObject({
  q: text('Search').trim().max(120, 'Search must be at most 120 characters').optional(),
  page: pageField,
});

export const ProductPageSchema = pageOf(ProductSchema);
export type ProductPage = z.infer<typeof ProductPageSchema>;

export const listSellerProductsRoute = defineRoute({
  name: 'list-seller-products',
  method: 'GET',
  host: 'store',
  path: '/seller/products',
  access: 'seller',
  summary: "The store's products, newest first, searched by name, a page at a time",
  querystring: ListSellerProductsQuerySchema,
  response: successEnvelope(ProductPageSchema),
});

export const createSellerProductRoute = defineRoute({
  name: 'create-seller-product',
  method: 'POST',
  host: 'store',
  path: '/seller/products',
  access: 'seller',
  summary: 'Add a product with its variants (price in minor units, stock)',
  body: ProductInputSchema,
  response: successEnvelope(ProductSchema),
});

export const getSellerProductRoute = defineRoute({
  name: 'get-seller-product',
  method: 'GET',
  host: 'store',
  path: '/seller/products/:uuid',
  access: 'seller',
  summary: 'One product of the store with its variants and images',
  params: productParams,
  response: successEnvelope(ProductSchema),
});

export const updateSellerProductRoute = defineRoute({
  name: 'update-seller-product',
  method: 'PUT',
  host: 'store',
  path: '/seller/products/:uuid',
  access: 'seller',
  summary: 'Replace a product and its variants; stock is never set below what checkouts hold',
  params: productParams,
  body: ProductInputSchema,
  response: successEnvelope(ProductSchema),
});

export const deleteSellerProductRoute = defineRoute({
  name: 'delete-seller-product',
  method: 'DELETE',
  host: 'store',
  path: '/seller/products/:uuid',
  access: 'seller',
  summary: 'Delete a product (refused while an open checkout holds its stock)',
  params: productParams,
  response: MessageEnvelopeSchema,
});
