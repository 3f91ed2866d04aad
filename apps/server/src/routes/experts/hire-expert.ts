import { hireExpertRoute } from '@aerie/contract';

import { hireExpert } from '../../modules/experts/hire-expert.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { forbidden } from '../../errors.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(hireExpertRoute, async ({ body, session, ctx }) => {
  const { workspace, role } = await assertWorkspaceMember(ctx.db, session.user.id, { id: body.business_id });
  // A monthly subscription is the workspace's bill: its owner decides it.
  if (role !== 'owner') throw forbidden('Only the workspace owner can hire experts for the workspace.');
  const data = await hireExpert(ctx.db, {
    userId: session.user.id,
    workspace,
    hire: body,
    provider: ctx.cards.name,
  });
  return { success: true as const, message: 'Your experts are on the way.', data };
});
