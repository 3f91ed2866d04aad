import { isIP } from 'node:net';

import { isPrivateAddress } from '../../adapters/server-transport/address-policy.js';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../errors.js';

const LOOPBACK_NAMES = /^(localhost|.+\.localhost)$/i;

function isLoopback(host: string): boolean {
  if (LOOPBACK_NAMES.test(host)) return true;
  return isIP(host) !== 0 && (host.startsWith('127.') || host === '::1' || host.startsWith('::ffff:127.'));
}

/**
 * Where a webhook may point (docs/security.md § Outgoing webhooks). Production sends signed bodies over
 * https only; development and tests may use plain http to this machine, for a local receiver. Unless
 * private targets are allowed (never by default in production), a private or loopback address is refused
 * here already; a name is resolved and checked again on every delivery, where it counts.
 */
export function assertWebhookUrlAllowed(ctx: Pick<AppContext, 'config'>, value: string): void {
  const url = new URL(value);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol === 'http:' && (ctx.config.isProduction || !isLoopback(host))) {
    throw fieldError(
      'url',
      'URL must start with https:// (plain http is only for a receiver on this machine in development)',
    );
  }
  if (ctx.config.hosting.allowPrivateTargets) return;
  if (isPrivateAddress(host) || LOOPBACK_NAMES.test(host)) {
    throw fieldError('url', 'URL must be a public address: private, loopback and link-local addresses are refused');
  }
}
