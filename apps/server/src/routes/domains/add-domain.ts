import { addDomainRoute } from '@aerie/contract';

import { addDomain } from '../../modules/domains/index.js';
import { assertRoleMay, assertWorkspaceMember } from '../../modules/workspaces/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(addDomainRoute, async ({ params, body, session, ctx }) => {
  const { workspace, role } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  assertRoleMay(role, 'manage domains');
  const domain = await addDomain(ctx, workspace.id, body.name);
  return { success: true as const, message: 'Domain added: set the TXT record below, then verify.', data: domain };
});
