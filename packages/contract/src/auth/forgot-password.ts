import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { emailField } from '../fields.js';
import { defineRoute } from '../route.js';

export const ForgotPasswordSchema = z.strictObject({ email: emailField });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** Answers the same whether or not the e-mail has an account, so it cannot be used to find accounts. */
export const forgotPasswordRoute = defineRoute({
  name: 'forgot-password',
  method: 'POST',
  host: 'api',
  path: '/api/user/forgot',
  access: 'public',
  summary: 'E-mail a password reset link',
  body: ForgotPasswordSchema,
  response: MessageEnvelopeSchema,
});
