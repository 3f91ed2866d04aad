import { z } from 'zod';

import { STORE_RULES } from '../constants.js';
import { MessageEnvelopeSchema, successEnvelope } from '../envelope.js';
import { currentPasswordField, emailField, linkTokenField, newPasswordField, text } from '../fields.js';
import { defineRoute } from '../route.js';
import { SellerSchema, StoreSettingsSchema } from './seller.js';

/**
 * The seller's sign-in on the store's own origin (issue 10). Every call names its store twice: by the Host
 * header (`{domain}.{stores host}`) and, once signed in, by the session, which belongs to one store.
 */

export const SELLER_RESET_SENT =
  'If a seller account exists for this email, we have sent a link to reset its password.';
export const SELLER_RESET_DONE = 'Your password has been reset. Log in with your new password.';
export const SELLER_INVALID_CREDENTIALS = 'Invalid email or password.';
export const SELLER_RESET_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';

export const SellerLoginSchema = z.strictObject({
  email: emailField,
  password: currentPasswordField,
  /** What this browser's last sign-in to the account answered: its own allowance of attempts (docs/security.md). */
  device_token: text('Device token').max(200, 'Device token is invalid').optional(),
});
export type SellerLogin = z.infer<typeof SellerLoginSchema>;

export const SellerLoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** When the session ends unless revoked sooner (logout, password reset). */
  expires_at: z.string(),
  /** Send it with the next login from this browser. */
  device_token: z.string(),
});

export const sellerLoginRoute = defineRoute({
  name: 'seller-login',
  method: 'POST',
  host: 'store',
  path: '/seller/login',
  access: 'public',
  summary: `Sign a seller in on the store's origin; a bearer token for ${STORE_RULES.sellerSessionDays} days`,
  body: SellerLoginSchema,
  response: SellerLoginResponseSchema,
});

export const sellerLogoutRoute = defineRoute({
  name: 'seller-logout',
  method: 'POST',
  host: 'store',
  path: '/seller/logout',
  access: 'seller',
  summary: "Revoke the seller's session",
  response: MessageEnvelopeSchema,
});

export const SellerForgotPasswordSchema = z.strictObject({ email: emailField });

export const sellerForgotPasswordRoute = defineRoute({
  name: 'seller-forgot-password',
  method: 'POST',
  host: 'store',
  path: '/seller/forgot-password',
  access: 'public',
  summary: "E-mail a single-use reset link to the store's seller (the same answer for any address)",
  body: SellerForgotPasswordSchema,
  response: MessageEnvelopeSchema,
});

export const SellerResetPasswordSchema = z
  .strictObject({
    token: linkTokenField,
    password: newPasswordField,
    confirm_password: z.string({ error: 'Confirm password is required' }).min(1, 'Confirm password is required'),
  })
  .refine((value) => value.password === value.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match',
  });
export type SellerResetPassword = z.infer<typeof SellerResetPasswordSchema>;

export const sellerResetPasswordRoute = defineRoute({
  name: 'seller-reset-password',
  method: 'POST',
  host: 'store',
  path: '/seller/reset-password',
  access: 'public',
  summary: 'Set a new seller password with the e-mailed token; signs every session of the seller out',
  body: SellerResetPasswordSchema,
  response: MessageEnvelopeSchema,
});

export const SellerMeSchema = z.object({ seller: SellerSchema, store: StoreSettingsSchema });
export type SellerMe = z.infer<typeof SellerMeSchema>;

export const getSellerRoute = defineRoute({
  name: 'get-seller',
  method: 'GET',
  host: 'store',
  path: '/seller/me',
  access: 'seller',
  summary: 'The signed-in seller and the settings of their store',
  response: successEnvelope(SellerMeSchema),
});
