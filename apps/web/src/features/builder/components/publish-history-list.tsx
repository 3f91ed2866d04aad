import type { Website, WebsiteContent } from '@aerie/contract';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { useWebsitePublishes } from '../api/list-website-publishes';
import { useRestorePublishAsDraft } from '../api/restore-publish-as-draft';
import { useRestorePublishAsLive } from '../api/restore-publish-as-live';
import { authorName, formatHistoryTime } from '../history-time';

interface PublishHistoryListProps {
  uuid: string;
  /** The revision the editor holds: restoring as the draft is refused if the site moved on since. */
  revision: number;
  canRestore: boolean;
  onRestored: (content: WebsiteContent) => void;
  onWentLive: (website: Website) => void;
}

/**
 * The last publishes (docs/product.md § Draft and live): who published which revision and when, which one is live,
 * and restore, in one click, as the draft (the editor reloads with it) or as the live site (the draft stays).
 */
export function PublishHistoryList({ uuid, revision, canRestore, onRestored, onWentLive }: PublishHistoryListProps) {
  const publishes = useWebsitePublishes(uuid, true);
  const asDraft = useRestorePublishAsDraft();
  const asLive = useRestorePublishAsLive();
  const [done, setDone] = useState<string | null>(null);
  const busy = asDraft.isPending || asLive.isPending;

  const restoreAsDraft = (publish: number) => {
    setDone(null);
    asLive.reset();
    asDraft.mutate({ uuid, publish, revision }, { onSuccess: ({ data }) => onRestored(data) });
  };
  const restoreAsLive = (publish: number, publishedRevision: number) => {
    setDone(null);
    asDraft.reset();
    asLive.mutate(
      { uuid, publish },
      {
        onSuccess: ({ data }) => {
          onWentLive(data);
          setDone(`The live site is revision ${publishedRevision} again.`);
        },
      },
    );
  };

  if (publishes.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-zinc-500">
        <Spinner /> Loading publishes…
      </p>
    );
  }
  if (publishes.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {publishes.error.message}
      </p>
    );
  }
  if (publishes.data.length === 0) {
    return <p className="text-sm text-zinc-600">Nothing has been published yet. Each publish will be listed here.</p>;
  }
  const problem = asDraft.error ?? asLive.error;
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y divide-zinc-100">
        {publishes.data.map((each) => (
          <li key={each.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
            <div className="min-w-0 flex-1 basis-48">
              <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-zinc-900">
                Revision {each.revision}
                {each.live && (
                  <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-[11px] font-medium text-emerald-700">
                    Live
                  </span>
                )}
              </p>
              <p className="text-xs text-zinc-500">
                Published <time dateTime={each.published_at}>{formatHistoryTime(each.published_at)}</time>
                {authorName(each.published_by) && ` by ${authorName(each.published_by)}`}
              </p>
            </div>
            <span className="flex gap-1">
              <Button
                size="sm"
                variant="secondary"
                disabled={!canRestore || busy || !each.restorable_as_draft}
                title={
                  each.restorable_as_draft ? undefined : 'Published before full history was kept: restore as live only'
                }
                loading={asDraft.isPending && asDraft.variables.publish === each.id}
                onClick={() => restoreAsDraft(each.id)}
              >
                Restore as draft
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={!canRestore || busy || each.live}
                loading={asLive.isPending && asLive.variables.publish === each.id}
                onClick={() => restoreAsLive(each.id, each.revision)}
              >
                Restore as live
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-zinc-600">
        As draft: the editor opens that version (the current draft stays under Revisions). As live: the site serves it
        at once; the draft is not touched.
      </p>
      {done && (
        <p role="status" className="text-sm text-emerald-700">
          {done}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem.message}
        </p>
      )}
    </div>
  );
}
