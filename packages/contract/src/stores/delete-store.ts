import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { defineRoute } from '../route.js';
import { storeIdParam } from './store.js';

/**
 * docs/product.md § Store host calls `GET store/delete/{id}`: deletes a store with its seller, products, carts and
 * orders (the rows cascade), so its storefront is gone at once. For the project's admin (its owner) only
 * (docs/product.md § Roles and permissions).
 */
export const deleteStoreRoute = defineRoute({
  name: 'delete-store',
  method: 'GET',
  host: 'store',
  path: '/store/delete/:id',
  access: 'user',
  summary: 'Delete an online store and take its storefront offline (project admin only)',
  params: z.strictObject({ id: storeIdParam }),
  response: MessageEnvelopeSchema,
});
