import { GIT_PLATFORM_NAMES, REPOSITORY_MESSAGES, type RepoActivity } from '@aerie/contract';
import { GitCommitHorizontal, GitBranch } from 'lucide-react';

import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format-date';

import { relativeTime } from '../relative-time';

/** The first line of a commit message: the subject git itself shows in one-line logs. */
function subjectOf(message: string): string {
  return message.split('\n', 1)[0] ?? '';
}

/**
 * The Commits tab (docs/product.md § Repositories page): one line per commit — short sha, subject, author, branch,
 * when, and which repository — or 'No repository activity for this project'.
 */
export function CommitList({ commits }: { commits: RepoActivity[] }) {
  if (commits.length === 0) return <EmptyState icon={GitCommitHorizontal} title={REPOSITORY_MESSAGES.noActivity} />;
  return (
    <ul className="divide-y divide-zinc-100 overflow-hidden rounded-xl border border-zinc-200 bg-white">
      {commits.map((commit) => (
        <li key={commit.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
          <code className="w-fit shrink-0 rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-xs text-zinc-700">
            {commit.sha.slice(0, 7)}
          </code>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-zinc-900" title={commit.message}>
              {subjectOf(commit.message)}
            </p>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-zinc-500">
              <span>{commit.author_name}</span>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1">
                <GitBranch className="size-3" aria-hidden="true" />
                {commit.branch}
              </span>
              <span aria-hidden="true">·</span>
              <span>
                {commit.repository.name} ({GIT_PLATFORM_NAMES[commit.repository.platform]})
              </span>
            </p>
          </div>
          <time
            dateTime={commit.committed_at}
            title={formatDate(commit.committed_at, { style: 'dateTime' })}
            className="shrink-0 text-xs text-zinc-500"
          >
            {relativeTime(commit.committed_at)}
          </time>
        </li>
      ))}
    </ul>
  );
}
