import { z } from 'zod';

import { PAGE_SIZE } from '../constants.js';
import { projectUidField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { WebsiteSchema } from './website.js';

export const ListWebsitesQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000, 'Page is invalid').default(1),
});

/** A page of the project's websites, newest first, 8 a page (docs/product.md § Page sizes), plus the counts the cards show. */
export const WebsitePageSchema = z.object({
  data: z.array(WebsiteSchema),
  current_page: z.number().int(),
  per_page: z.literal(PAGE_SIZE.websites),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type WebsitePage = z.infer<typeof WebsitePageSchema>;

export const listWebsitesRoute = defineRoute({
  name: 'list-websites',
  method: 'GET',
  host: 'builder',
  path: '/getsite/:id',
  access: 'user',
  summary: "A project's websites (getsite/{id}, id = the project's uid), a page at a time",
  params: z.strictObject({ id: projectUidField }),
  querystring: ListWebsitesQuerySchema,
  response: z.object({ success: z.literal(true), data: WebsitePageSchema }),
});
