import { z } from 'zod';

import { workspaceSlugField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { DomainSchema } from './domain.js';

export const listDomainsRoute = defineRoute({
  name: 'list-domains',
  method: 'GET',
  host: 'api',
  path: '/workspaces/:slug/domains',
  access: 'user',
  summary: "A workspace's domains with their state, DNS records and the hosts pointed at its sites and stores",
  params: z.strictObject({ slug: workspaceSlugField }),
  response: z.object({ success: z.literal(true), data: z.array(DomainSchema) }),
});
