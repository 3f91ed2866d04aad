import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { DomainSchema, DomainTargetSchema, domainIdParam, domainNameField } from './domain.js';

export const SetDomainHostSchema = z.strictObject({ host: domainNameField('Host'), target: DomainTargetSchema });
export type SetDomainHostInput = z.input<typeof SetDomainHostSchema>;

export const setDomainHostRoute = defineRoute({
  name: 'set-domain-host',
  method: 'PUT',
  host: 'api',
  path: '/domains/:id/hosts',
  access: 'user',
  summary: "Point the domain or a name under it at one of the workspace's sites, stores or deployments",
  params: z.strictObject({ id: domainIdParam }),
  body: SetDomainHostSchema,
  response: successEnvelope(DomainSchema).extend({ message: z.string() }),
});
