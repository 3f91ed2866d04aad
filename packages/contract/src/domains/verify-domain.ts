import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { DomainSchema, domainIdParam } from './domain.js';

export const verifyDomainRoute = defineRoute({
  name: 'verify-domain',
  method: 'POST',
  host: 'api',
  path: '/domains/:id/verify',
  access: 'user',
  summary: "Look up the domain's TXT record; a domain verified elsewhere cannot be verified again",
  params: z.strictObject({ id: domainIdParam }),
  response: successEnvelope(DomainSchema).extend({ message: z.string() }),
});
