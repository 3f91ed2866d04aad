import { randomBytes } from 'node:crypto';

import { domainHosts, workspaceDomains } from '../../src/db/schema/index.js';
import type { ValidRequests } from './authorization-requests.js';
import type { AuthorizationWorld } from './authorization-world.js';

/** Valid requests of the workspace domain routes (issue 32), each on a fresh domain of the owner's workspace. */
export function domainRequests(world: AuthorizationWorld): ValidRequests {
  const freshName = () => `table-${randomBytes(4).toString('hex')}.example`;
  const freshDomain = async () => {
    const [row] = await world.t.runtime.ctx.db
      .insert(workspaceDomains)
      .values({ workspaceId: world.owner().workspace.id, name: freshName(), token: 'table' })
      .returning();
    return row!;
  };
  const freshHost = async () => {
    const domain = await freshDomain();
    const website = await world.insertedWebsite();
    const [host] = await world.t.runtime.ctx.db
      .insert(domainHosts)
      .values({ domainId: domain.id, host: domain.name, targetKind: 'site', websiteId: website.id })
      .returning();
    return host!.id;
  };
  return {
    'list-domains': async () => ({ params: { slug: world.owner().workspace.slug } }),
    'list-domain-targets': async () => ({ params: { slug: world.owner().workspace.slug } }),
    'add-domain': async () => ({ params: { slug: world.owner().workspace.slug }, body: { name: freshName() } }),
    'verify-domain': async () => ({ params: { id: String((await freshDomain()).id) } }),
    'remove-domain': async () => ({ params: { id: String((await freshDomain()).id) } }),
    'set-domain-host': async () => {
      const domain = await freshDomain();
      const website = await world.insertedWebsite({ paidPlan: true });
      return {
        params: { id: String(domain.id) },
        body: { host: `www.${domain.name}`, target: { kind: 'site', uuid: website.uuid } },
      };
    },
    'clear-domain-host': async () => ({ params: { id: String(await freshHost()) } }),
    // The certificate port answers at once here: nothing listens for the table's names (authorization-world.ts).
    'check-domain-certificate': async () => ({ params: { id: String(await freshHost()) } }),
  };
}
