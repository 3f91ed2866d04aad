import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { linkTokenField, newPasswordField } from '../fields.js';
import { defineRoute } from '../route.js';

export const ResetPasswordSchema = z
  .strictObject({
    password: newPasswordField,
    // Only compared with password, which refuses what the database cannot store.
    confirm_password: z.string({ error: 'Confirm password is required' }).min(1, 'Confirm password is required'),
    token: linkTokenField,
  })
  .refine((value) => value.password === value.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match',
  });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const resetPasswordRoute = defineRoute({
  name: 'reset-password',
  method: 'POST',
  host: 'api',
  path: '/api/user/forgotpassword',
  access: 'public',
  summary: "Set a new password with the e-mailed token; signs the account's sessions out",
  body: ResetPasswordSchema,
  response: MessageEnvelopeSchema,
});
