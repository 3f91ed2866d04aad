import { listDomainTargetsRoute } from '@aerie/contract';

import { listDomainTargets } from '../../modules/domains/index.js';
import { assertRoleMay, assertWorkspaceMember } from '../../modules/workspaces/index.js';
import { defineHandler } from '../define-handler.js';

// Only who may point a host sees every site and store of the workspace listed (a guest sees only its projects).
export default defineHandler(listDomainTargetsRoute, async ({ params, session, ctx }) => {
  const { workspace, role } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  assertRoleMay(role, 'manage domains');
  return { success: true as const, data: await listDomainTargets(ctx.db, workspace.id) };
});
