import type { Queryable } from '../../db/client.js';
import type { ProjectRow, TaskRow } from '../../db/schema/index.js';
import { emitEvent } from '../events/index.js';

type Place = { project: Pick<ProjectRow, 'id' | 'workspaceId'>; task: Pick<TaskRow, 'id' | 'title'> };

const onTask = ({ project, task }: Place, actorUserId: number) => ({
  workspaceId: project.workspaceId,
  projectId: project.id,
  actorUserId,
  aggregate: `task:${task.id}`,
});

/** `task.commented`, and one `task.mentioned` per person the comment newly names (each is told; the author is not). */
export async function emitCommentEvents(
  db: Queryable,
  place: Place,
  input: { commentId: number; actorUserId: number; isNew: boolean; newlyMentioned: number[] },
): Promise<void> {
  const { task } = place;
  const { commentId, actorUserId } = input;
  if (input.isNew) {
    await emitEvent(db, {
      name: 'task.commented',
      ...onTask(place, actorUserId),
      data: { taskId: task.id, title: task.title, commentId },
    });
  }
  for (const mentionedUserId of input.newlyMentioned) {
    if (mentionedUserId === actorUserId) continue;
    await emitEvent(db, {
      name: 'task.mentioned',
      ...onTask(place, actorUserId),
      data: { taskId: task.id, title: task.title, commentId, mentionedUserId },
    });
  }
}
