import type { Queryable } from '../../../db/client.js';
import type { CaddySite } from '../../hosting/index.js';

/** The verified names of the sites published to this server, each served from its `current` release. */
export async function publishedSitesOn(_db: Queryable, _serverId: number): Promise<CaddySite[]> {
  return [];
}
