import type { Task } from '@aerie/contract';
import { and, eq, inArray } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { labels, taskLabels, tasks, type TaskRow } from '../../../db/schema/index.js';
import { fieldError, notFound } from '../../../errors.js';
import { isForeignKeyViolation } from '../../../lib/database-errors.js';
import { findTask } from '../task-queries.js';

export const LABELS_NOT_OF_PROJECT = 'Labels must be labels of this project';

/**
 * Replaces a task's labels with `labelIds` (docs/product.md § Labels). The contract has refused duplicates and
 * more than ten; a label of another project, or one that does not exist, is refused on `label_ids` and nothing
 * changes. The task's row is locked first, so two sets of one task run one after the other and the last one
 * wins whole (never a mix of both lists, which could pass ten).
 */
export async function setTaskLabels(db: Queryable, task: TaskRow, labelIds: number[]): Promise<Task> {
  return db
    .transaction(async (tx) => {
      const [locked] = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, task.id)).for('no key update');
      if (!locked) throw notFound('The task');
      if (labelIds.length) {
        const own = await tx
          .select({ id: labels.id })
          .from(labels)
          .where(and(eq(labels.projectId, task.projectId), inArray(labels.id, labelIds)));
        if (own.length !== labelIds.length) throw fieldError('label_ids', LABELS_NOT_OF_PROJECT);
      }
      await tx.delete(taskLabels).where(eq(taskLabels.taskId, task.id));
      if (labelIds.length)
        await tx.insert(taskLabels).values(labelIds.map((labelId) => ({ taskId: task.id, labelId })));
      await tx.update(tasks).set({ updatedAt: new Date() }).where(eq(tasks.id, task.id));
      return findTask(tx, task.id);
    })
    .catch((error: unknown) => {
      // A label deleted between the check and the insert.
      throw isForeignKeyViolation(error, 'task_labels_label_id_labels_id_fk')
        ? fieldError('label_ids', LABELS_NOT_OF_PROJECT)
        : error;
    });
}
