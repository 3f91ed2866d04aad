import { z } from 'zod';

import { PAGE_SIZE } from '../constants.js';
import { defineRoute } from '../route.js';
import { storeProjectField, StoreSchema } from './store.js';

export const ListStoresQuerySchema = z.strictObject({
  uuid: storeProjectField,
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000, 'Page is invalid').default(1),
});

/** A page of the project's stores, newest first, 8 a page (docs/product.md § Page sizes). */
export const StorePageSchema = z.object({
  data: z.array(StoreSchema),
  current_page: z.number().int(),
  per_page: z.literal(PAGE_SIZE.stores),
  total: z.number().int(),
  last_page: z.number().int(),
  /**
   * The stores host with its port (`stores.localhost:8080`), so the create dialog can preview
   * `{url}.{stores host}` (docs/product.md § Stores list) before the project has any store.
   */
  stores_host: z.string(),
});
export type StorePage = z.infer<typeof StorePageSchema>;

export const listStoresRoute = defineRoute({
  name: 'list-stores',
  method: 'GET',
  host: 'store',
  path: '/store/one',
  access: 'user',
  summary: "A project's online stores (store/one?uuid=, uuid = the project's uid), a page at a time",
  querystring: ListStoresQuerySchema,
  response: z.object({ success: z.literal(true), data: StorePageSchema }),
});
