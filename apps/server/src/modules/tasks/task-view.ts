import { taskKey, type Task } from '@aerie/contract';

import type { TaskRow, UserRow } from '../../db/schema/index.js';

export type TaskAssignee = Task['assignees'][number];

/**
 * A task row as the browser reads it; `start_date` and `end_date` stay calendar days ('YYYY-MM-DD'), `key` joins
 * the project's prefix and the task's number.
 */
export function toTask(
  row: TaskRow,
  assignees: TaskAssignee[],
  extra: { commentCount: number; keyPrefix: string; labels: Task['labels'] },
): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    position: row.position,
    start_date: row.startDate,
    end_date: row.endDate,
    project_id: row.projectId,
    assignees,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    comment_count: extra.commentCount,
    key: taskKey(extra.keyPrefix, row.number),
    labels: extra.labels,
  };
}

export function toTaskAssignee(user: Pick<UserRow, 'id' | 'first' | 'last' | 'email' | 'avatar'>): TaskAssignee {
  return { id: user.id, first: user.first, last: user.last, email: user.email, avatar: user.avatar };
}
