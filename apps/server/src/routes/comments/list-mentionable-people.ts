import { listMentionablePeopleRoute } from '@aerie/contract';

import { listMentionablePeople } from '../../modules/comments/mentionable-people.js';
import { loadVisibleTask } from '../../modules/tasks/task-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listMentionablePeopleRoute, async ({ params, session, ctx }) => {
  const { project } = await loadVisibleTask(ctx.db, session.user.id, params.id);
  return { success: true as const, data: await listMentionablePeople(ctx.db, project) };
});
