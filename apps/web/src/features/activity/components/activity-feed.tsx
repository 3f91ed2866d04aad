import { FEED_LANES, type ActivityPage, type EventLane } from '@aerie/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Activity } from 'lucide-react';

import { ActivityList, LANE_LOOK } from '@/components/activity/activity-list';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';

import type { ActivityFilters } from '../use-activity-filters';

export interface Person {
  id: number;
  name: string;
}

export interface ActivityFeedProps {
  feed: UseInfiniteQueryResult<InfiniteData<ActivityPage>>;
  people: readonly Person[];
  /** The lane and person chosen, kept in the address (`useActivityFilters`). */
  filters: ActivityFilters;
  showProject?: boolean;
}

/** The feed with its two filters (lane, person) and "Load more", for a workspace or a project. */
export function ActivityFeed(props: ActivityFeedProps) {
  const { feed, people, filters, showProject } = props;
  const { lane, actor } = filters;
  const entries = feed.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = lane !== undefined || actor !== undefined;
  return (
    <Card padding="none">
      <div className="grid grid-cols-2 gap-3 border-b border-zinc-100 p-4 sm:flex sm:items-end">
        <label className="flex flex-col gap-1 text-xs font-medium text-zinc-600 sm:w-48">
          Lane
          <Select
            value={lane ?? ''}
            onChange={(event) => filters.setLane((event.target.value || undefined) as EventLane | undefined)}
          >
            <option value="">Everything</option>
            {FEED_LANES.map((value) => (
              <option key={value} value={value}>
                {LANE_LOOK[value].label}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-zinc-600 sm:w-48">
          Person
          <Select
            value={actor ?? ''}
            onChange={(event) => filters.setActor(event.target.value ? Number(event.target.value) : undefined)}
          >
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <div className="px-4">
        {feed.isPending && (
          <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-zinc-500">
            <Spinner />
            Loading activity…
          </p>
        )}
        {feed.isError && <LoadError title="The activity could not be loaded" query={feed} />}
        {feed.isSuccess && entries.length === 0 && (
          <EmptyState
            icon={Activity}
            title={filtered ? 'Nothing matches these filters' : 'No activity yet'}
            description={
              filtered
                ? 'Try another lane or person.'
                : 'Publishing a site, a paid order, a deployment or a task moved on the board will show up here.'
            }
            className="my-6"
          />
        )}
        {entries.length > 0 && <ActivityList entries={entries} showProject={showProject} />}
      </div>
      {feed.hasNextPage && (
        <div className="flex justify-center border-t border-zinc-100 p-3">
          <Button variant="secondary" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
            Load more
          </Button>
        </div>
      )}
    </Card>
  );
}
