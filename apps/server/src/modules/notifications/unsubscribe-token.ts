import { createHmac, timingSafeEqual } from 'node:crypto';

import { NOTIFICATION_TYPE_NAMES, type NotificationType } from '@aerie/contract';

import type { Config } from '../../config.js';
import { derivedKey, type KeyConfig, previousNamedKey } from '../secrets/index.js';

/**
 * One-click unsubscribe links (docs/security.md § Notification e-mails): the token names a person and one
 * notification type (or `digest`: every type they get daily) and is signed with a key derived for this
 * purpose alone, so it needs no login and cannot be made for anyone else. It never expires: a link in an
 * old e-mail must still work, and all it can do is turn e-mails off.
 */
const PURPOSE = 'aerie notification unsubscribe';
export type UnsubscribeScope = NotificationType | 'digest';

const signingKey = (config: KeyConfig) => derivedKey(config, PURPOSE);
const verifyingKeys = (config: KeyConfig) =>
  [signingKey(config), previousNamedKey(config, PURPOSE)?.key].filter((key) => key !== undefined);

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function unsubscribeToken(config: Config, userId: number, scope: UnsubscribeScope): string {
  const payload = `${userId}.${scope}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(signingKey(config), payload).toString('base64url')}`;
}

/** The person and scope of a genuine token; null for anything else. */
export function readUnsubscribeToken(
  config: Config,
  token: string,
): { userId: number; scope: UnsubscribeScope } | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length || token.length > 300) return null;
  const payload = Buffer.from(encoded, 'base64url').toString();
  const given = Buffer.from(signature, 'base64url');
  const genuine = verifyingKeys(config).some((key) => {
    const expected = sign(key, payload);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!genuine) return null;
  const match = /^(\d{1,10})\.(.+)$/.exec(payload);
  const scope = match?.[2] as UnsubscribeScope | undefined;
  if (!match || !scope || (scope !== 'digest' && !NOTIFICATION_TYPE_NAMES.includes(scope))) return null;
  return { userId: Number(match[1]), scope };
}

export const unsubscribeUrl = (config: Config, userId: number, scope: UnsubscribeScope) =>
  `${config.appUrl}/unsubscribe/${unsubscribeToken(config, userId, scope)}`;
