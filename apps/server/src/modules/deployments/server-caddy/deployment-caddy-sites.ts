import type { Queryable } from '../../../db/client.js';
import type { CaddySite } from '../../hosting/index.js';

/** The verified names pointed at deployments on this server, each proxied to its deployment's app port. */
export async function deploymentSitesOn(_db: Queryable, _serverId: number): Promise<CaddySite[]> {
  return [];
}
