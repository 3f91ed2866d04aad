import { z } from 'zod';

import { workspaceSlugField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { DOMAIN_TARGET_KINDS } from './domain.js';

/** What a host of a domain can be pointed at: a site or a store of the workspace, and why it cannot yet. */
export const DomainTargetOptionSchema = z.object({
  kind: z.enum(DOMAIN_TARGET_KINDS),
  uuid: z.string(),
  name: z.string(),
  project: z.string(),
  /** Why pointing a host at it would be refused now (a site without a paid plan), or null. */
  unavailable: z.string().nullable(),
});
export type DomainTargetOption = z.infer<typeof DomainTargetOptionSchema>;

export const listDomainTargetsRoute = defineRoute({
  name: 'list-domain-targets',
  method: 'GET',
  host: 'api',
  path: '/workspaces/:slug/domain-targets',
  access: 'user',
  summary: "The workspace's sites and stores a host of its domains can be pointed at",
  params: z.strictObject({ slug: workspaceSlugField }),
  response: z.object({ success: z.literal(true), data: z.array(DomainTargetOptionSchema) }),
});
