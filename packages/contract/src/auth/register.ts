import { z } from 'zod';

import { ACCOUNT_TYPES } from '../constants.js';
import { MessageEnvelopeSchema } from '../envelope.js';
import { emailField, linkTokenField, newPasswordField, phoneField, requiredText, text } from '../fields.js';
import { defineRoute } from '../route.js';

export const NAME_MAX = 50;
export const BUSINESS_NAME_MAX = 60;

export const RegisterSchema = z.strictObject({
  first: requiredText('First name', NAME_MAX),
  last: requiredText('Last name', NAME_MAX),
  email: emailField,
  phone: phoneField,
  account_type: z.enum(ACCOUNT_TYPES, { error: `Role must be one of ${ACCOUNT_TYPES.join(', ')}` }),
  business_name: text('Business name')
    .trim()
    .max(BUSINESS_NAME_MAX, `Business name must be at most ${BUSINESS_NAME_MAX} characters`)
    .optional(),
  password: newPasswordField,
  /** The terms checkbox: the browser disables the button without it, and the server refuses too. */
  accept_terms: z.literal(true, { error: 'You must accept the terms and conditions' }),
  /**
   * Registering from an invitation link: when the e-mail is the invited one, the link has proved the
   * address, so the account starts verified and joins the workspace at once.
   */
  invitation_token: linkTokenField.optional(),
});
export type Register = z.infer<typeof RegisterSchema>;

export const registerRoute = defineRoute({
  name: 'register',
  method: 'POST',
  host: 'api',
  path: '/api/user/create',
  access: 'public',
  summary: 'Create an account and its first workspace, and e-mail a verification link',
  body: RegisterSchema,
  response: MessageEnvelopeSchema.extend({
    /** True when the account was verified by its invitation and can log in at once. */
    is_verified: z.boolean(),
  }),
});
