import { RefreshCw } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingOverlay } from '@/components/ui/loading-overlay';

import { useRepoActivities } from '../api/list-repo-activities';
import { CommitList } from './commit-list';

/** The Commits tab: loads the project's commit activity only when the tab is opened. */
export function CommitsPanel({ projectUid }: { projectUid: string }) {
  const activities = useRepoActivities(projectUid);
  return (
    <div className="relative min-h-40">
      {activities.isError ? (
        <EmptyState
          title="We couldn't load the commits"
          description={activities.error.message}
          action={
            <Button variant="secondary" onClick={() => void activities.refetch()} loading={activities.isFetching}>
              <RefreshCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          }
        />
      ) : activities.data ? (
        <CommitList commits={activities.data} />
      ) : null}
      <LoadingOverlay show={activities.isPending} label="Loading commits…" />
    </div>
  );
}
