import { useProjectContext } from '@/lib/project-context';

import { useProjectActivity } from '../api/list-project-activity';
import { ActivityFeed } from '../components/activity-feed';
import { useActivityFilters } from '../use-activity-filters';

/** Issue 26 §2: who did what on this project, newest first, by lane and by one of its members. */
export default function ProjectActivityPage() {
  const { project } = useProjectContext();
  const filters = useActivityFilters();
  const feed = useProjectActivity(project.u_id, { lane: filters.lane, actor: filters.actor });
  const people = project.members.map((member) => ({
    id: member.profile.id,
    name: `${member.profile.first} ${member.profile.last}`.trim(),
  }));
  return (
    <section aria-labelledby="project-activity" className="space-y-4">
      <h2 id="project-activity" className="text-lg font-semibold text-zinc-900">
        Activity
      </h2>
      <ActivityFeed feed={feed} people={people} filters={filters} showProject={false} />
    </section>
  );
}
