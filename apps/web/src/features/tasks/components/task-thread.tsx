import type { TaskComment, TaskHistoryLine, ThreadPerson } from '@aerie/contract';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

import { useCreateTaskComment } from '../api/create-task-comment';
import { useDeleteTaskComment } from '../api/delete-task-comment';
import { useMentionablePeople } from '../api/list-mentionable-people';
import { useTaskThread } from '../api/list-task-thread';
import { useUpdateTaskComment } from '../api/update-task-comment';
import { CommentComposer } from './comment-composer';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? (error.fieldError('body') ?? error.message)
    : error
      ? 'Sorry, that did not work. Try again.'
      : null;

function HistoryLine({ line }: { line: TaskHistoryLine }) {
  return (
    <li className="flex flex-wrap gap-x-2 text-xs leading-5 text-zinc-500">
      <span>{line.summary}</span>
      <time dateTime={line.created_at}>{when(line.created_at)}</time>
    </li>
  );
}

function CommentItem({ uid, comment, people }: { uid: string; comment: TaskComment; people: readonly ThreadPerson[] }) {
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateTaskComment();
  const remove = useDeleteTaskComment();
  const author = comment.author?.name ?? 'A former member';
  if (comment.deleted) {
    return <li className="text-xs text-zinc-500 italic">A comment by {author} was deleted.</li>;
  }
  return (
    <li className="rounded-lg border border-zinc-200 bg-white p-3">
      <div className="flex flex-wrap items-baseline gap-x-2 text-xs text-zinc-500">
        <span className="font-medium text-zinc-900">{author}</span>
        <time dateTime={comment.created_at}>{when(comment.created_at)}</time>
        {comment.edited_at && <span>(edited)</span>}
        <span className="ml-auto flex gap-3">
          {comment.can_edit && !isEditing && (
            <Button
              variant="link"
              size="sm"
              onClick={() => setIsEditing(true)}
              aria-label={`Edit comment by ${author}`}
            >
              Edit
            </Button>
          )}
          {comment.can_delete && !isEditing && (
            <Button
              variant="link"
              size="sm"
              className="text-red-600!"
              loading={remove.isPending}
              aria-label={`Delete comment by ${author}`}
              onClick={() => {
                if (window.confirm('Delete this comment?'))
                  remove.mutate({ uid, taskId: comment.task_id, commentId: comment.id });
              }}
            >
              Delete
            </Button>
          )}
        </span>
      </div>
      {isEditing ? (
        <div className="mt-2">
          <CommentComposer
            people={people}
            initial={comment.body}
            submitLabel="Save comment"
            isPending={update.isPending}
            error={messageOf(update.error)}
            onCancel={() => setIsEditing(false)}
            onSubmit={(body) =>
              update.mutate(
                { taskId: comment.task_id, commentId: comment.id, body },
                { onSuccess: () => setIsEditing(false) },
              )
            }
          />
        </div>
      ) : (
        // The HTML is rendered and sanitised on the server from the Markdown subset (docs/product.md § Comments):
        // only tags it writes itself, every character of the source escaped, links limited to http(s) and mailto.
        <div
          className="comment-body mt-1 text-sm break-words text-zinc-800"
          dangerouslySetInnerHTML={{ __html: comment.html }}
        />
      )}
      {remove.error && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {messageOf(remove.error)}
        </p>
      )}
    </li>
  );
}

/** A task's comments and history, oldest first, with the composer below (docs/product.md § Comments). */
export function TaskThread({ uid, taskId }: { uid: string; taskId: number }) {
  const thread = useTaskThread(taskId);
  const people = useMentionablePeople(taskId).data ?? [];
  const create = useCreateTaskComment();
  const [composerKey, setComposerKey] = useState(0);
  // Pages come newest first; the thread reads oldest first, so the earliest page goes on top.
  const entries = (thread.data?.pages ?? []).flatMap((page) => page.entries).reverse();
  const count = thread.data?.pages[0]?.comment_count ?? 0;

  return (
    <section aria-labelledby={`thread-${taskId}`} className="space-y-3">
      <h3 id={`thread-${taskId}`} className="text-sm font-semibold text-zinc-900">
        Comments and history <span className="font-normal text-zinc-500">({count})</span>
      </h3>
      {thread.hasNextPage && (
        <Button
          variant="link"
          size="sm"
          loading={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          Show earlier
        </Button>
      )}
      {thread.isError && (
        <p role="alert" className="text-sm text-red-600">
          The thread could not be loaded.
        </p>
      )}
      <ol className="space-y-2" aria-live="polite">
        {entries.map((entry) =>
          entry.kind === 'comment' ? (
            <CommentItem key={`c${entry.id}`} uid={uid} comment={entry} people={people} />
          ) : (
            <HistoryLine key={`e${entry.id}`} line={entry} />
          ),
        )}
      </ol>
      <CommentComposer
        key={composerKey}
        people={people}
        submitLabel="Comment"
        isPending={create.isPending}
        error={messageOf(create.error)}
        onSubmit={(body) =>
          create.mutate(
            { uid, taskId, body },
            {
              onSuccess: () => {
                create.reset();
                setComposerKey((key) => key + 1);
              },
            },
          )
        }
      />
    </section>
  );
}
