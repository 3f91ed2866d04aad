import { listDomainsRoute } from '@aerie/contract';

import { listDomains } from '../../modules/domains/index.js';
import { assertWorkspaceMember } from '../../modules/workspaces/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listDomainsRoute, async ({ params, session, ctx }) => {
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  return { success: true as const, data: await listDomains(ctx.db, ctx.config, workspace.id) };
});
