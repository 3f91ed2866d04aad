import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { DomainSchema, domainHostIdParam } from './domain.js';

export const clearDomainHostRoute = defineRoute({
  name: 'clear-domain-host',
  method: 'DELETE',
  host: 'api',
  path: '/domain-hosts/:id',
  access: 'user',
  summary: 'Stop answering on a host of a domain; the domain stays',
  params: z.strictObject({ id: domainHostIdParam }),
  response: successEnvelope(DomainSchema).extend({ message: z.string() }),
});
