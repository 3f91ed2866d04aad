import { z } from 'zod';

import { workspaceSlugField } from '../projects/project.js';
import { defineRoute } from '../route.js';

const optionFields = {
  name: z.string(),
  project: z.string(),
  /** Why pointing a host at it would be refused now (a site without a paid plan, an app without a port), or null. */
  unavailable: z.string().nullable(),
};

/**
 * What a host of a domain can be pointed at: a site or a store of the workspace, or a deployment (issue 32 § 3,
 * named by its slug), and why it cannot be yet.
 */
export const DomainTargetOptionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('site'), uuid: z.string(), ...optionFields }),
  z.object({ kind: z.literal('store'), uuid: z.string(), ...optionFields }),
  z.object({ kind: z.literal('deployment'), slug: z.string(), ...optionFields }),
]);
export type DomainTargetOption = z.infer<typeof DomainTargetOptionSchema>;

export const listDomainTargetsRoute = defineRoute({
  name: 'list-domain-targets',
  method: 'GET',
  host: 'api',
  path: '/workspaces/:slug/domain-targets',
  access: 'user',
  summary: "The workspace's sites, stores and deployments a host of its domains can be pointed at",
  params: z.strictObject({ slug: workspaceSlugField }),
  response: z.object({ success: z.literal(true), data: z.array(DomainTargetOptionSchema) }),
});
