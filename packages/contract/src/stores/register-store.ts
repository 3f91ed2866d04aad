import { z } from 'zod';

import { SITE_TEMPLATE_IDS } from '../constants.js';
import { emailField, linkTokenField, newPasswordField } from '../fields.js';
import { defineRoute } from '../route.js';
import { storeDomainField, storeNameField, storeProjectField, StoreSchema } from './store.js';

/**
 * Store creation is two calls (docs/product.md § Store host calls): `GET load/test/gettoken`, then, if its
 * `data.status` is 200, `store/register`. Replies keep the product's envelope and carry what the spec reads inside it:
 * `status` (200 ok), `message` and, for register, `data.msg`.
 */
export const StoreTokenSchema = z.object({
  success: z.literal(true),
  status: z.literal(200),
  message: z.string(),
  data: z.object({
    /** One-time, spent by `store/register`; only its hash is stored. */
    token: z.string(),
    expires_at: z.string(),
  }),
});

export const getStoreRegistrationTokenRoute = defineRoute({
  name: 'get-store-registration-token',
  method: 'GET',
  host: 'store',
  path: '/load/test/gettoken',
  access: 'user',
  summary: 'A short-lived one-time token for creating a store (load/test/gettoken)',
  response: StoreTokenSchema,
});

/**
 * The seller account and its store (docs/product.md § Creating a store: name, email, password and store url required,
 * email and url lowercased). Deviation: the spec sends these as query parameters of a GET; the password would then sit
 * in URLs and logs, so they travel in a POST body.
 */
export const RegisterStoreSchema = z.strictObject({
  name: storeNameField,
  email: emailField.transform((value) => value.toLowerCase()),
  password: newPasswordField,
  domain: storeDomainField,
  /** The project's uid (the spec's `uuid`). */
  uuid: storeProjectField,
  token: linkTokenField,
  theme: z.enum(SITE_TEMPLATE_IDS, { error: 'Theme is invalid' }),
});
export type RegisterStore = z.input<typeof RegisterStoreSchema>;

export const registerStoreRoute = defineRoute({
  name: 'register-store',
  method: 'POST',
  host: 'store',
  path: '/store/register',
  access: 'user',
  summary: 'Create an online store in a project with its seller account (spends a registration token)',
  body: RegisterStoreSchema,
  response: z.object({
    success: z.literal(true),
    status: z.literal(200),
    message: z.string(),
    data: z.object({ msg: z.string(), store: StoreSchema }),
  }),
});
