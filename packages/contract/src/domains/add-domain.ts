import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { workspaceSlugField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { DomainSchema, domainNameField } from './domain.js';

export const AddDomainSchema = z.strictObject({ name: domainNameField() });
export type AddDomainInput = z.input<typeof AddDomainSchema>;

export const addDomainRoute = defineRoute({
  name: 'add-domain',
  method: 'POST',
  host: 'api',
  path: '/workspaces/:slug/domains',
  access: 'user',
  summary: 'Add a domain to a workspace (owner and maintainers); answers the TXT record that proves it',
  params: z.strictObject({ slug: workspaceSlugField }),
  body: AddDomainSchema,
  response: successEnvelope(DomainSchema).extend({ message: z.string() }),
});
