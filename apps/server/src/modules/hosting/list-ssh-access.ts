import { HOSTING_RULES, type SshAccessPage } from '@aerie/contract';
import { desc, eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { sshAccessEntries, users } from '../../db/schema/index.js';
import { hostingPage } from './hosting-page.js';
import { sshAccessView } from './ssh-access-view.js';

const PER_PAGE = HOSTING_RULES.sshPerPage;

/** The SSH access page (docs/product.md § SSH users): a server's SSH users, 10 a page, newest first, with who added each. */
export async function listSshAccess(db: Queryable, serverId: number, page: number): Promise<SshAccessPage> {
  const where = eq(sshAccessEntries.serverId, serverId);
  const rows = await db
    .select({
      entry: sshAccessEntries,
      createdBy: { id: users.id, first: users.first, last: users.last },
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(sshAccessEntries)
    .leftJoin(users, eq(users.id, sshAccessEntries.createdById))
    .where(where)
    .orderBy(desc(sshAccessEntries.createdAt), desc(sshAccessEntries.id))
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE);
  return hostingPage(rows, {
    page,
    perPage: PER_PAGE,
    view: (row) => sshAccessView(row.entry, row.createdBy),
    countAll: async () => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(sshAccessEntries)
        .where(where);
      return row?.total ?? 0;
    },
  });
}
