import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signature's time may be from the receiver's clock: older ones are replays (docs/api.md). */
export const REPLAY_WINDOW_SECONDS = 5 * 60;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: Stripe's scheme, so receivers know it. */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmac(secret, unixSeconds, body)}`;
}

function hmac(secret: string, unixSeconds: number | string, body: string): string {
  return createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
}

/**
 * The receiver's side, as docs/api.md § Webhooks tells receivers to do it: the timestamp within the replay
 * window of their own clock, and the HMAC compared in constant time against every `v1` the header
 * carries. `body` must be the raw bytes received, before any JSON parsing.
 */
export function verifyWebhookSignature(options: {
  header: string | undefined;
  body: string;
  secret: string;
  nowSeconds?: number;
  toleranceSeconds?: number;
}): boolean {
  if (!options.header) return false;
  const parts = options.header.split(',').map((part) => part.trim().split('='));
  const timestamp = parts.find(([key]) => key === 't')?.[1];
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signatures.length) return false;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > (options.toleranceSeconds ?? REPLAY_WINDOW_SECONDS)) return false;
  const expected = Buffer.from(hmac(options.secret, timestamp, options.body), 'hex');
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
