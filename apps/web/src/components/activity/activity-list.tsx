import type { ActivityEntry, EventLane } from '@aerie/contract';
import {
  Bot,
  CloudCog,
  CreditCard,
  FolderKanban,
  GitBranch,
  Globe,
  ListChecks,
  Rocket,
  Server,
  ShoppingBag,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { formatDate } from '@/lib/format-date';
import { formatRelativeTime } from '@/lib/relative-time';

/** Each lane's icon and name, for the system's entries (no person did them) and the lane filter. */
export const LANE_LOOK: Record<EventLane, { label: string; icon: LucideIcon }> = {
  projects: { label: 'Projects', icon: FolderKanban },
  team: { label: 'Team', icon: Users },
  tasks: { label: 'Tasks', icon: ListChecks },
  sites: { label: 'Websites', icon: Globe },
  stores: { label: 'Stores', icon: ShoppingBag },
  repositories: { label: 'Repositories', icon: GitBranch },
  servers: { label: 'Servers', icon: Server },
  deployments: { label: 'Deployments', icon: Rocket },
  billing: { label: 'Billing', icon: CreditCard },
};

function EntryFace({ entry }: { entry: ActivityEntry }) {
  if (entry.actor) {
    const [first = '', ...rest] = entry.actor.name.split(' ');
    return <Avatar first={first} last={rest.join(' ')} avatar={entry.actor.avatar} />;
  }
  const Icon = LANE_LOOK[entry.lane]?.icon ?? (entry.lane === 'deployments' ? CloudCog : Bot);
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-zinc-100 text-zinc-500">
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}

export interface ActivityListProps {
  entries: readonly ActivityEntry[];
  /** Hide the project's name on each line (the project's own feed names it once, in its header). */
  showProject?: boolean;
  now?: Date;
}

/**
 * Lines of the activity feed: who (or which lane), the server's sentence linking to its object when it
 * still exists, the project, and how long ago, with the exact time on hover and for screen readers.
 */
export function ActivityList({ entries, showProject = true, now = new Date() }: ActivityListProps) {
  return (
    <ol className="divide-y divide-zinc-100">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-start gap-3 py-3">
          <EntryFace entry={entry} />
          <div className="min-w-0 flex-1">
            <p className="text-sm break-words text-zinc-800">
              {entry.link ? (
                <Link to={entry.link} className="hover:text-accent-700 hover:underline">
                  {entry.summary}
                </Link>
              ) : (
                entry.summary
              )}
            </p>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-zinc-500">
              {showProject && entry.project && <span className="truncate">{entry.project.name}</span>}
              {showProject && entry.project && <span aria-hidden="true">·</span>}
              <time dateTime={entry.occurred_at} title={formatDate(entry.occurred_at, { style: 'dateTime' })}>
                {formatRelativeTime(entry.occurred_at, now)}
              </time>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
