import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { defineRoute } from '../route.js';
import { domainIdParam } from './domain.js';

export const removeDomainRoute = defineRoute({
  name: 'remove-domain',
  method: 'DELETE',
  host: 'api',
  path: '/domains/:id',
  access: 'user',
  summary: 'Remove a domain from its workspace; every host of it stops answering',
  params: z.strictObject({ id: domainIdParam }),
  response: MessageEnvelopeSchema,
});
