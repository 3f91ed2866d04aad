import { randomBytes } from 'node:crypto';

import type { AppContext } from '../../context.js';
import { openSecret, sealSecret } from '../secrets/index.js';

/** 32 random bytes; the prefix tells a person pasting it where it came from. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The endpoint's identity its secret is sealed to, so a sealed secret copied to another row does not open. */
export const webhookSecretAad = (slug: string) => `webhook:${slug}`;

export const sealWebhookSecret = (ctx: Pick<AppContext, 'config'>, slug: string, secret: string) =>
  sealSecret(ctx.config, secret, webhookSecretAad(slug));

export const openWebhookSecret = (ctx: Pick<AppContext, 'config'>, endpoint: { slug: string; secretEnc: string }) =>
  openSecret(
    ctx.config,
    endpoint.secretEnc,
    webhookSecretAad(endpoint.slug),
    'Roll the webhook’s secret to make a new one.',
  );
