import type { ServerRow } from '../../db/schema/index.js';
import { isExpired } from '../hosting/index.js';

/**
 * Whether a deployment may go to this server (docs/product.md § Creating a deployment: only active servers are
 * offered): switched on (active 1), reached over SSH (a connection with an address) or the local transport (a
 * provisioned local pilot), and not an expired pilot. FTP and HTTP connections are stored but cannot run a build.
 */
export function isDeployable(server: ServerRow, now = new Date()): boolean {
  if (server.active !== 1 || server.protocol !== 'ssh' || isExpired(server, now)) return false;
  return server.cloudProvider === 'local' ? server.providerServerId !== null : server.ip !== null;
}
