import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { workspaceDomains } from '../../db/schema/index.js';
import { served } from './served-hosts.js';

/** Removes a domain; its hosts go with it (cascade), so nothing answers on them any more. */
export async function removeDomain(ctx: Pick<AppContext, 'db'>, domainId: number): Promise<void> {
  await ctx.db.delete(workspaceDomains).where(eq(workspaceDomains.id, domainId));
  await served.refresh();
}
