import { z } from 'zod';

import { currentPasswordField, emailField, text } from '../fields.js';
import { defineRoute } from '../route.js';
import { CurrentUserSchema } from '../users/user.js';
import { WorkspaceSchema } from '../workspaces/workspace.js';

export const LoginSchema = z.strictObject({
  email: emailField,
  password: currentPasswordField,
  /** What the last sign-in in this browser answered: it keeps its own allowance of attempts (docs/security.md). */
  device_token: text('Device token').max(200, 'Device token is invalid').optional(),
});
export type Login = z.infer<typeof LoginSchema>;

/** The spec reads `data.access_token` and `data.business` from the reply body, so they sit at its top. */
export const LoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  business: WorkspaceSchema.nullable(),
  data: CurrentUserSchema,
  /** Send it with the next login from this browser. */
  device_token: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const loginRoute = defineRoute({
  name: 'login',
  method: 'POST',
  host: 'api',
  path: '/api/login',
  access: 'public',
  summary: 'Sign in with e-mail and password; returns a bearer token',
  body: LoginSchema,
  response: LoginResponseSchema,
});
