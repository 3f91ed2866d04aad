import { createHmac, timingSafeEqual } from 'node:crypto';

import type { Config } from '../../../config.js';
import { derivedKey, previousNamedKey, type KeyConfig } from '../../secrets/index.js';

/**
 * Revision previews open in a new tab on the preview host of the sites domain, where the app's bearer session
 * is never sent (and must not be: a site's HTML never runs on the app's origin). So the builder asks for a
 * preview address, and the token in it names one revision of one site, signed with a key derived for this
 * purpose alone and good for an hour: the address is the credential, like a share link that soon expires.
 */
const PURPOSE = 'aerie revision preview';
export const PREVIEW_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();
const verifyingKeys = (config: KeyConfig) =>
  [derivedKey(config, PURPOSE), previousNamedKey(config, PURPOSE)?.key].filter((key) => key !== undefined);

export interface PreviewGrant {
  websiteId: number;
  revision: number;
}

export function previewToken(config: Config, grant: PreviewGrant, now: Date): string {
  const expires = Math.floor((now.getTime() + PREVIEW_TOKEN_LIFETIME_MS) / 1000);
  const payload = `${grant.websiteId}.${grant.revision}.${expires}`;
  const signature = sign(derivedKey(config, PURPOSE), payload).toString('base64url');
  return `${Buffer.from(payload).toString('base64url')}.${signature}`;
}

/** The site and revision of a genuine, unexpired token; null for anything else. */
export function readPreviewToken(config: Config, token: string, now: Date): PreviewGrant | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length || token.length > 200) return null;
  const payload = Buffer.from(encoded, 'base64url').toString();
  const given = Buffer.from(signature, 'base64url');
  const genuine = verifyingKeys(config).some((key) => {
    const expected = sign(key, payload);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  const match = genuine ? /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})$/.exec(payload) : null;
  if (!match || Number(match[3]) * 1000 <= now.getTime()) return null;
  return { websiteId: Number(match[1]), revision: Number(match[2]) };
}
