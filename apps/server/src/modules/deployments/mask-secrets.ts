import { DEPLOYMENT_MESSAGES } from '@aerie/contract';

/**
 * Replaces every secret in `text` with the mask. Longest first, so a secret that contains a shorter one is
 * masked whole rather than leaving a piece of itself.
 */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let masked = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret) masked = masked.split(secret).join(DEPLOYMENT_MESSAGES.masked);
  }
  return masked;
}
