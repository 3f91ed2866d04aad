import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { currentPasswordField, newPasswordField } from '../fields.js';
import { defineRoute } from '../route.js';

/**
 * Designed (the spec shows the panel, not the call). The current password is asked for too: a stolen
 * session alone must not be enough to take the account.
 */
export const UpdatePasswordSchema = z
  .strictObject({
    current_password: currentPasswordField,
    password: newPasswordField,
    // Only compared with password, which refuses what the database cannot store.
    confirm_password: z.string({ error: 'Confirm password is required' }).min(1, 'Confirm password is required'),
  })
  .refine((value) => value.password === value.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match',
  });
export type UpdatePassword = z.infer<typeof UpdatePasswordSchema>;

export const updatePasswordRoute = defineRoute({
  name: 'update-password',
  method: 'POST',
  host: 'api',
  path: '/users/update-password',
  access: 'user',
  summary: "Change the signed-in user's password; their other sessions are signed out",
  body: UpdatePasswordSchema,
  response: MessageEnvelopeSchema,
});
