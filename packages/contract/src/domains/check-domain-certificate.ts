import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { DomainSchema, domainHostIdParam } from './domain.js';

export const checkDomainCertificateRoute = defineRoute({
  name: 'check-domain-certificate',
  method: 'POST',
  host: 'api',
  path: '/domain-hosts/:id/certificate',
  access: 'user',
  summary: "Look at the certificate a host serves now, as a visitor's browser would, and record it",
  params: z.strictObject({ id: domainHostIdParam }),
  response: successEnvelope(DomainSchema).extend({ message: z.string() }),
});
