import { taskKey, type TaskStatus } from '@aerie/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projects, taskCommits, tasks } from '../../db/schema/index.js';
import { changeWithEvent } from '../events/index.js';
import { firstLine, keysNamedIn } from './commit-keys.js';
import { lockBoard, placeCard } from './task-board.js';
import { emitTaskLinked, taskMovedEvent } from './task-events.js';

export interface CommitToLink {
  sha: string;
  message: string;
  authorName: string;
  committedAt: Date;
}

export interface LinkCommitsInput {
  repository: { id: number; name: string; projectId: number };
  /** The commits reached the repository's default branch: only there does "fixes AER-12" move the card. */
  onDefaultBranch: boolean;
  /** Newest first, as git lists them; they are linked oldest first, so the history reads in order. */
  commits: CommitToLink[];
  /** Who pushed; null for a provider's sync. */
  actorUserId: number | null;
}

/**
 * Links commits to the tasks of the repository's project whose keys their messages name (docs/product.md § Task
 * keys): one `task_commits` row and one `task.linked` per task and commit, however often the commit is seen. A
 * closing commit on the default branch then moves its task to the top of Done, with `task.moved` (no actor),
 * unless the task is done already. All under the board lock: two pushes naming one key at once link one after
 * the other, and the second finds the task done — one move.
 */
export async function linkCommits(tx: Queryable, input: LinkCommitsInput): Promise<void> {
  const { repository, onDefaultBranch, commits, actorUserId } = input;
  const [project] = await tx
    .select({ id: projects.id, workspaceId: projects.workspaceId, prefix: projects.taskKeyPrefix })
    .from(projects)
    .where(eq(projects.id, repository.projectId));
  if (!project) return;
  const mentions = [...commits].reverse().flatMap((commit) =>
    keysNamedIn(commit.message, project.prefix).map((named) => ({
      commit,
      number: named.number,
      closes: named.closes && onDefaultBranch,
    })),
  );
  if (!mentions.length) return;
  await lockBoard(tx, project.id);
  // Read under the lock: a move or another link may have changed a status since.
  const named = await tx
    .select({ id: tasks.id, title: tasks.title, number: tasks.number, status: tasks.status })
    .from(tasks)
    .where(
      and(
        eq(tasks.projectId, project.id),
        inArray(tasks.number, [...new Set(mentions.map((mention) => mention.number))]),
      ),
    );
  const byNumber = new Map(named.map((task) => [task.number, task]));
  for (const { commit, number, closes } of mentions) {
    const task = byNumber.get(number);
    if (!task) continue;
    const message = firstLine(commit.message);
    // Seen again (another branch, the next sync): nothing new, unless it now closes (merged into the default branch).
    const linked = await tx
      .insert(taskCommits)
      .values({
        taskId: task.id,
        repositoryId: repository.id,
        sha: commit.sha,
        message,
        authorName: commit.authorName.slice(0, 255),
        committedAt: commit.committedAt,
        closes,
      })
      .onConflictDoUpdate({
        target: [taskCommits.taskId, taskCommits.sha],
        set: { closes: true },
        setWhere: sql`not ${taskCommits.closes} and excluded.closes`,
      })
      .returning({ id: taskCommits.id });
    if (!linked.length) continue;
    const ref = { id: task.id, title: task.title, key: taskKey(project.prefix, task.number) };
    await emitTaskLinked(
      { db: tx },
      { project, task: ref, actorUserId, link: { repository: repository.name, sha: commit.sha, message, closes } },
    );
    if (closes && task.status !== 'done') {
      await moveToDone(tx, project, task);
      task.status = 'done';
    }
  }
}

/** Moves a card to the top of Done as a drag would, the commit being the actor (none). Call it with the board locked. */
async function moveToDone(
  tx: Queryable,
  project: { id: number; workspaceId: number },
  task: { id: number; title: string; status: TaskStatus },
): Promise<void> {
  await changeWithEvent(
    tx,
    tx
      .update(tasks)
      .set({ status: 'done', updatedAt: new Date() })
      .where(eq(tasks.id, task.id))
      .returning({ id: tasks.id }),
    taskMovedEvent({ project, task, actorUserId: null, from: task.status, to: 'done' }),
  );
  await placeCard(tx, project.id, { taskId: task.id, from: task.status, to: 'done', index: 0 });
}
