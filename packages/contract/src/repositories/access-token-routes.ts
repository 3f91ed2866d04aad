import { z } from 'zod';

import { MessageEnvelopeSchema, successEnvelope } from '../envelope.js';
import { idParam, requiredText } from '../fields.js';
import { defineRoute } from '../route.js';
import { REPOSITORY_RULES } from './repository.js';

/**
 * Personal access tokens: what `git clone` and `git push` to Aerie Git give as the password (HTTP Basic,
 * the account's e-mail as the user name). Shown once when made; stored hashed; revoked from the profile.
 */
export const AccessTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters, so a person can tell tokens apart (`aerie_pat_ab12…`). */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type AccessToken = z.infer<typeof AccessTokenSchema>;

/** The expiry choices the profile offers; no expiry is the fourth. */
export const ACCESS_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

export const CreateAccessTokenSchema = z.strictObject({
  name: requiredText('Name', REPOSITORY_RULES.tokenNameMax),
  /** Days until it stops working; absent or null for no expiry. */
  expires_in_days: z
    .union([z.literal(30), z.literal(90), z.literal(365)], { error: 'Expiry must be 30, 90 or 365 days' })
    .nullish(),
});
export type CreateAccessTokenInput = z.input<typeof CreateAccessTokenSchema>;

export const listAccessTokensRoute = defineRoute({
  name: 'list-access-tokens',
  method: 'GET',
  host: 'api',
  path: '/user/tokens',
  access: 'user',
  summary: "The signed-in user's personal access tokens for Aerie Git (never the secrets)",
  response: successEnvelope(z.array(AccessTokenSchema)),
});

export const createAccessTokenRoute = defineRoute({
  name: 'create-access-token',
  method: 'POST',
  host: 'api',
  path: '/user/tokens',
  access: 'user',
  summary: 'Make a personal access token for git over HTTP; the secret is in this reply only',
  body: CreateAccessTokenSchema,
  response: successEnvelope(AccessTokenSchema.extend({ token: z.string() })),
});

export const revokeAccessTokenRoute = defineRoute({
  name: 'revoke-access-token',
  method: 'DELETE',
  host: 'api',
  path: '/user/tokens/:id',
  access: 'user',
  summary: 'Revoke one of your personal access tokens; git stops accepting it at once',
  params: z.strictObject({ id: idParam('Token') }),
  response: MessageEnvelopeSchema,
});
