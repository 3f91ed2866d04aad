import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { emailField } from '../fields.js';
import { defineRoute } from '../route.js';

export const ResendVerificationSchema = z.strictObject({ email: emailField });

/** Not in the spec: lets an unverified account ask for a new link. Answers the same for any e-mail. */
export const resendVerificationRoute = defineRoute({
  name: 'resend-verification',
  method: 'POST',
  host: 'api',
  path: '/api/user/resend-verification',
  access: 'public',
  summary: 'E-mail a new verification link to an unverified account',
  body: ResendVerificationSchema,
  response: MessageEnvelopeSchema,
});
