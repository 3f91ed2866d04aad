import { transferOwnershipRoute } from '@aerie/contract';

import { assertProjectOwner, loadVisibleMember } from '../../modules/projects/project-access.js';
import { transferOwnership } from '../../modules/projects/transfer-ownership.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(transferOwnershipRoute, async ({ body, session, ctx }) => {
  // The body names a project member, not a project; the member's project is the one being handed over.
  const { project, member } = await loadVisibleMember(ctx.db, session.user.id, body.member_id);
  assertProjectOwner(project, session.user.id, 'transfer');
  const updated = await transferOwnership(ctx, {
    project,
    fromUserId: session.user.id,
    member,
    toUserId: body.user_id,
  });
  return { success: true as const, message: 'Ownership transferred.', data: updated };
});
