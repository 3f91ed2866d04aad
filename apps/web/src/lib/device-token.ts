/**
 * The device token the last sign-in answered (docs/security.md, "Accounts and sessions"): sent with the next
 * login, it gives this browser its own allowance of attempts, so someone guessing the password elsewhere
 * cannot lock its owner out. It outlives logout on purpose; it grants nothing but that allowance.
 */
const DEVICE_TOKEN_KEY = 'aerie.device-token';

export function readDeviceToken(): string | undefined {
  return localStorage.getItem(DEVICE_TOKEN_KEY) ?? undefined;
}

export function storeDeviceToken(token: string): void {
  localStorage.setItem(DEVICE_TOKEN_KEY, token);
}
