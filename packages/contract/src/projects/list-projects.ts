import { z } from 'zod';

import { LIMITS, PAGE_SIZE } from '../constants.js';
import { defineRoute } from '../route.js';
import { ProjectSchema, workspaceSlugField } from './project.js';

export const ListProjectsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000, 'Page is invalid').default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.projectsPerPageMax, `Per page must be at most ${LIMITS.projectsPerPageMax}`)
    .default(PAGE_SIZE.projects),
});

/**
 * The spec reads `data.projects.data` and `data.summary` from the body (docs/product.md § Workspace and project calls),
 * so both sit at its top.
 */
export const ListProjectsResponseSchema = z.object({
  success: z.literal(true),
  projects: z.object({
    data: z.array(ProjectSchema),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
  summary: z.object({ active: z.number().int(), total: z.number().int() }),
});
export type ListProjectsResponse = z.infer<typeof ListProjectsResponseSchema>;

export const listProjectsRoute = defineRoute({
  name: 'list-projects',
  method: 'GET',
  host: 'api',
  path: '/projects/all/:slug',
  access: 'user',
  summary: "A workspace's projects the caller can see, newest first, a page at a time",
  params: z.strictObject({ slug: workspaceSlugField }),
  querystring: ListProjectsQuerySchema,
  response: ListProjectsResponseSchema,
});
