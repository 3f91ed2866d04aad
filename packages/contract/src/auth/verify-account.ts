import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { linkTokenField } from '../fields.js';
import { defineRoute } from '../route.js';

export const verifyAccountRoute = defineRoute({
  name: 'verify-account',
  method: 'GET',
  host: 'api',
  path: '/api/user/verify/:token',
  access: 'public',
  summary: 'Verify an account with the token from its e-mail; a bad or used token answers 404',
  params: z.strictObject({ token: linkTokenField }),
  response: MessageEnvelopeSchema,
});
