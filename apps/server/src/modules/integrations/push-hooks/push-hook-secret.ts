import { randomBytes } from 'node:crypto';

import type { AppContext } from '../../../context.js';
import { openSecret, sealSecret } from '../../secrets/index.js';

/** The row identity a hook's sealed secret is bound to, so a ciphertext copied to another hook does not open. */
export const pushHookAad = (slug: string) => `provider_push_hooks:${slug}`;

/** A new hook's slug (its URL) and secret (what the provider signs with): 96 and 256 random bits. */
export function newPushHookKeys(): { slug: string; secret: string } {
  return { slug: `gph${randomBytes(12).toString('hex')}`, secret: randomBytes(32).toString('hex') };
}

export const sealPushHookSecret = (ctx: Pick<AppContext, 'config'>, slug: string, secret: string) =>
  sealSecret(ctx.config, secret, pushHookAad(slug));

/** The secret in clear, or null when it does not open (the key changed): such a hook accepts no delivery. */
export function openPushHookSecret(ctx: Pick<AppContext, 'config'>, hook: { slug: string; secretEnc: string }) {
  try {
    return openSecret(ctx.config, hook.secretEnc, pushHookAad(hook.slug));
  } catch {
    return null;
  }
}

/**
 * Where the provider posts a hook's pushes: the API host's `/hooks/git/{slug}` (docs/api.md § Push webhooks),
 * on API_HOST when it has its own name.
 */
export function pushHookUrl(config: AppContext['config'], slug: string): string {
  const host = config.hostnames.api;
  const base = host ? `${new URL(config.appUrl).protocol}//${host}` : `${config.appUrl}/api`;
  return `${base}/hooks/git/${slug}`;
}
