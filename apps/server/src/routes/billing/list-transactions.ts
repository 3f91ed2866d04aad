import { listTransactionsRoute } from '@aerie/contract';

import { listTransactions } from '../../modules/billing/list-transactions.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listTransactionsRoute, async ({ params, query, session, ctx }) => {
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  return { success: true as const, ...(await listTransactions(ctx.db, workspace.id, query.page, query.type)) };
});
