import { taskKey, type Task } from '@aerie/contract';

import type { TaskRow, UserRow } from '../../db/schema/index.js';

export type TaskAssignee = Task['assignees'][number];

/**
 * A task as the task statement returns it (task-queries.ts `taskColumns`, read as the driver's rows): the
 * columns by their PostgreSQL names, timestamps in the reply's ISO form, and the project's key prefix.
 */
export interface TaskRecord {
  id: number;
  project_id: number;
  title: string;
  description: string;
  priority: TaskRow['priority'];
  status: TaskRow['status'];
  position: number;
  start_date: string;
  end_date: string;
  number: number;
  created_at: string;
  updated_at: string;
  task_key_prefix: string;
}

/**
 * A task as the browser reads it; `start_date` and `end_date` stay calendar days ('YYYY-MM-DD'), `key` joins
 * the project's prefix and the task's number.
 */
export function toTask(
  record: TaskRecord,
  assignees: TaskAssignee[],
  extra: { commentCount: number; labels: Task['labels'] },
): Task {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    priority: record.priority,
    status: record.status,
    position: record.position,
    start_date: record.start_date,
    end_date: record.end_date,
    project_id: record.project_id,
    assignees,
    created_at: record.created_at,
    updated_at: record.updated_at,
    comment_count: extra.commentCount,
    key: taskKey(record.task_key_prefix, record.number),
    labels: extra.labels,
  };
}

export function toTaskAssignee(user: Pick<UserRow, 'id' | 'first' | 'last' | 'email' | 'avatar'>): TaskAssignee {
  return { id: user.id, first: user.first, last: user.last, email: user.email, avatar: user.avatar };
}
