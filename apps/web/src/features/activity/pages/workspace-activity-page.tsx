import { Building2 } from 'lucide-react';

import { useWorkspaceActivity } from '@/api/list-workspace-activity';
import { useTeamMembers } from '@/api/list-team-members';
import { EmptyState } from '@/components/ui/empty-state';
import { useDashboardContext } from '@/lib/dashboard-context';

import { ActivityFeed } from '../components/activity-feed';
import { useActivityFilters } from '../use-activity-filters';

/** Issue 26 §2: who did what across the workspace, newest first, by lane and person. */
export default function WorkspaceActivityPage() {
  const { workspace } = useDashboardContext();
  const filters = useActivityFilters();
  const feed = useWorkspaceActivity(workspace?.slug, { lane: filters.lane, actor: filters.actor });
  const team = useTeamMembers(workspace?.slug);
  const people = (team.data?.data ?? []).map((member) => ({
    id: member.profile.id,
    name: `${member.profile.first} ${member.profile.last}`.trim(),
  }));

  if (!workspace) {
    return (
      <EmptyState
        icon={Building2}
        title="Create a workspace to get started"
        description="The activity of a workspace's projects, sites, stores and team appears here."
      />
    );
  }
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Activity</h1>
        <p className="mt-1 text-sm text-zinc-500">
          Everything that happened in <span className="font-medium text-zinc-700">{workspace.name}</span>, newest first.
        </p>
      </div>
      <ActivityFeed feed={feed} people={people} filters={filters} />
    </div>
  );
}
