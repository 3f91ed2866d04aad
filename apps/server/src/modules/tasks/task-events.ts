import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { ProjectRow } from '../../db/schema/index.js';
import { emitEvent, type NewEvent } from '../events/index.js';

type Ports = { db: Queryable; jobs: AppContext['jobs'] };
type TaskRef = { id: number; title: string };

/** The fields every task event shares: its project, who acted, and the task as its aggregate. */
function taskEvent(project: Pick<ProjectRow, 'id' | 'workspaceId'>, task: TaskRef, actorUserId: number | null) {
  return { workspaceId: project.workspaceId, projectId: project.id, actorUserId, aggregate: `task:${task.id}` };
}

/** One `task.assigned` per person newly on the task (someone already assigned is not assigned again). */
export async function emitTaskAssigned(
  ports: Ports,
  input: {
    project: Pick<ProjectRow, 'id' | 'workspaceId'>;
    task: TaskRef;
    actorUserId: number | null;
    userIds: number[];
  },
): Promise<void> {
  const { project, task, actorUserId } = input;
  for (const assigneeUserId of input.userIds) {
    await emitEvent(ports.db, {
      name: 'task.assigned',
      ...taskEvent(project, task, actorUserId),
      data: { taskId: task.id, title: task.title, assigneeUserId },
    });
  }
}

export async function emitTaskCreated(
  ports: Ports,
  input: { project: Pick<ProjectRow, 'id' | 'workspaceId'>; task: TaskRef; actorUserId: number | null },
): Promise<void> {
  await emitEvent(ports.db, {
    name: 'task.created',
    ...taskEvent(input.project, input.task, input.actorUserId),
    data: { taskId: input.task.id, title: input.task.title },
  });
}

/** A person taken off a task (issue 27: the card's history says who did it). */
export async function emitTaskUnassigned(
  ports: { db: Queryable },
  input: {
    project: Pick<ProjectRow, 'id' | 'workspaceId'>;
    task: TaskRef;
    actorUserId: number;
    assigneeUserId: number;
  },
): Promise<void> {
  await emitEvent(ports.db, {
    name: 'task.unassigned',
    ...taskEvent(input.project, input.task, input.actorUserId),
    data: { taskId: input.task.id, title: input.task.title, assigneeUserId: input.assigneeUserId },
  });
}

type TaskDates = { start: string; end: string };

/** `task.dates_changed` when an update moves the start or the end (nothing when both stay). */
export async function emitTaskDatesChanged(
  ports: { db: Queryable },
  input: {
    project: Pick<ProjectRow, 'id' | 'workspaceId'>;
    task: TaskRef;
    actorUserId: number;
    from: TaskDates;
    to: TaskDates;
  },
): Promise<void> {
  const { from, to } = input;
  if (from.start === to.start && from.end === to.end) return;
  await emitEvent(ports.db, {
    name: 'task.dates_changed',
    ...taskEvent(input.project, input.task, input.actorUserId),
    data: { taskId: input.task.id, title: input.task.title, from, to },
  });
}

/**
 * The `task.moved` of a card that changed column, for `changeWithEvent` to write with the task's update; a
 * reorder within its column is not a move anyone is told about (null). The actor is null when a commit moved it.
 */
export function taskMovedEvent(input: {
  project: Pick<ProjectRow, 'id' | 'workspaceId'>;
  task: TaskRef;
  actorUserId: number | null;
  from: string;
  to: string;
}): NewEvent<'task.moved'> | null {
  const { project, task, actorUserId, from, to } = input;
  if (from === to) return null;
  return {
    name: 'task.moved',
    ...taskEvent(project, task, actorUserId),
    data: { taskId: task.id, title: task.title, from, to },
  };
}

/** A commit named the task's key (docs/product.md § Task keys); `closes` when it said "fixes" on the default branch. */
export async function emitTaskLinked(
  ports: Pick<Ports, 'db'>,
  input: {
    project: Pick<ProjectRow, 'id' | 'workspaceId'>;
    task: TaskRef & { key: string };
    actorUserId: number | null;
    link: { repository: string; sha: string; message: string; closes: boolean };
  },
): Promise<void> {
  const { project, task, actorUserId, link } = input;
  await emitEvent(ports.db, {
    name: 'task.linked',
    ...taskEvent(project, task, actorUserId),
    data: { taskId: task.id, title: task.title, key: task.key, ...link },
  });
}
