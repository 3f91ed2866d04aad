import { listTransactionsRoute } from '@aerie/contract';

import { listTransactions } from '../../modules/billing/list-transactions.js';
import { listTrialEntries } from '../../modules/experts/engagement-view.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listTransactionsRoute, async ({ params, query, session, ctx }) => {
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  const payments = await listTransactions(ctx.db, workspace.id, query.page, query.type);
  // A free trial is a charge to come, not a payment: listed beside the payments, on the first page.
  const showsTrials = query.page === 1 && (query.type === undefined || query.type === 'expert');
  const trials = showsTrials ? await listTrialEntries(ctx.db, workspace.id) : [];
  return { success: true as const, ...payments, trials };
});
