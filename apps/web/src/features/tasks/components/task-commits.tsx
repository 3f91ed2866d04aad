import type { TaskCommit } from '@aerie/contract';
import { GitCommitHorizontal, Rocket } from 'lucide-react';
import { Link } from 'react-router';

import { formatDate } from '@/lib/format-date';

import { useTaskCommits } from '../api/list-task-commits';

/** Where a commit opens: its provider's page, or the project's repositories on Aerie Git. */
function CommitLink({ commit, projectUid }: { commit: TaskCommit; projectUid: string }) {
  const short = commit.sha.slice(0, 7);
  const className = 'font-mono text-xs font-medium text-accent-700 hover:underline';
  return commit.url ? (
    <a href={commit.url} target="_blank" rel="noreferrer noopener" className={className}>
      {short}
    </a>
  ) : (
    <Link to={`/dashboard/project/${projectUid}/repository`} className={className}>
      {short}
    </Link>
  );
}

/**
 * The card's commits (docs/product.md § Task keys): each one's short sha, first line and author, and the runs
 * that shipped it ("Live on web-1 since run #12", each linking to its run). Asked for only when the card opens.
 */
export function TaskCommits({ projectUid, taskId }: { projectUid: string; taskId: number }) {
  const commits = useTaskCommits(taskId);
  if (commits.isPending) return null;
  if (commits.isError) return <p className="text-sm text-zinc-500">The commits could not be loaded.</p>;
  return (
    <section aria-labelledby={`task-commits-${taskId}`}>
      <h3 id={`task-commits-${taskId}`} className="text-sm font-semibold text-zinc-900">
        Commits
      </h3>
      {commits.data.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-500">
          No commit names this task yet: put its key in a commit message to link one.
        </p>
      ) : (
        <ul className="mt-2 space-y-3">
          {commits.data.map((commit) => (
            <li key={`${commit.repository.id}-${commit.sha}`} className="text-sm">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <GitCommitHorizontal className="size-4 shrink-0 self-center text-zinc-400" aria-hidden="true" />
                <CommitLink commit={commit} projectUid={projectUid} />
                <span className="min-w-0 break-words text-zinc-800">{commit.message}</span>
              </p>
              <p className="mt-0.5 pl-6 text-xs text-zinc-500">
                {commit.author} · {commit.repository.name} · {formatDate(commit.committed_at)}
                {commit.closes && ' · closed this task'}
              </p>
              {commit.shipped.map((run) => (
                <p key={run.run_id} className="mt-1 flex items-center gap-1.5 pl-6 text-xs text-emerald-700">
                  <Rocket className="size-3.5 shrink-0" aria-hidden="true" />
                  <Link to={`/dashboard/project/${projectUid}/runs/${run.run_id}`} className="hover:underline">
                    Live on {run.server} since run #{run.run_id}
                  </Link>
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
