import { execFileSync } from 'node:child_process';

const accounts = new Map<string, { uid: number; gid: number } | null>();

/**
 * The uid and gid local pilots run as (docs/architecture.md § Server transport: an account that cannot read Aerie's
 * data or keys). Only root can switch to it; otherwise null, and local pilots run as Aerie's own user (development
 * only).
 */
export function localPilotAccount(user: string): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  if (accounts.has(user)) return accounts.get(user)!;
  const id = (flag: string) => Number(execFileSync('id', [flag, '--', user], { encoding: 'utf8' }).trim());
  const account = { uid: id('-u'), gid: id('-g') };
  accounts.set(user, account);
  return account;
}
