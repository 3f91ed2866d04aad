import { MessageEnvelopeSchema } from '../envelope.js';
import { defineRoute } from '../route.js';

/** The spec names a logout call without its shape; this one revokes the presented token. */
export const logoutRoute = defineRoute({
  name: 'logout',
  method: 'POST',
  host: 'api',
  path: '/users/logout',
  access: 'user',
  summary: 'Revoke the session of the presented bearer token',
  response: MessageEnvelopeSchema,
});
