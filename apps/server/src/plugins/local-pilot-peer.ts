import { Socket } from 'node:net';

import { localPilotAccount } from '../adapters/server-transport/local-account.js';
import { loopbackPeerUids } from './socket-owner.js';

/**
 * Whether a loopback connection comes from a local pilot (issue 24): a pilot runs on this machine, so a
 * loopback address alone does not tell it from the developer. With Aerie as root, pilots run as their own
 * account, and the kernel says which account owns the client's socket: that account is refused, and so is
 * a connection whose owner cannot be read (fail closed). Without root, pilots run as Aerie's own user and
 * can read its data directory, database and keys anyway; nothing here could hold them (docs/security.md).
 */
export async function isLocalPilotConnection(pilotUser: string, socket: unknown): Promise<boolean> {
  // An injected request (app.inject) has no peer: it comes from this very process.
  if (!(socket instanceof Socket)) return false;
  let account: { uid: number } | null;
  try {
    account = localPilotAccount(pilotUser);
  } catch {
    return true;
  }
  if (!account) return false;
  const uids = await loopbackPeerUids(socket);
  return uids === null || uids.length === 0 || uids.includes(account.uid);
}
