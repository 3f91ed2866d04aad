import { roleMay, type TaskComment, type ThreadPerson, type WorkspaceRole } from '@aerie/contract';

import type { TaskCommentRow } from '../../db/schema/index.js';
import { renderCommentMarkdown, type MentionNames } from './comment-markdown.js';

/** Who is reading: what they may do with each comment depends on whose it is and on their project role. */
export interface CommentViewer {
  userId: number;
  projectRole: WorkspaceRole;
}

/** Its author, the project's owner, and maintainers and up may delete a comment (docs/product.md § Comments). */
export function mayDeleteComment(viewer: CommentViewer, comment: Pick<TaskCommentRow, 'authorId'>): boolean {
  return comment.authorId === viewer.userId || roleMay(viewer.projectRole, "delete others' comments");
}

/** A comment row as the thread shows it; a deleted one keeps its place and its author, not its words. */
export function toTaskComment(
  row: TaskCommentRow,
  author: ThreadPerson | null,
  names: MentionNames,
  viewer: CommentViewer,
): TaskComment {
  const deleted = row.deletedAt !== null;
  return {
    kind: 'comment',
    id: row.id,
    task_id: row.taskId,
    author,
    body: deleted ? '' : row.body,
    html: deleted ? '' : renderCommentMarkdown(row.body, names),
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    deleted,
    can_edit: !deleted && row.authorId === viewer.userId,
    can_delete: !deleted && mayDeleteComment(viewer, row),
  };
}
