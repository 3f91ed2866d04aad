import { FolderPlus, Plus } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format-date';
import { greetingFor } from '@/lib/greeting';

import { useDashboardContext } from '@/lib/dashboard-context';

/**
 * The overview (000 §2). Its counters need projects, which arrive with the projects work; until then it
 * says so plainly instead of showing made-up numbers.
 */
export default function OverviewPage() {
  const { user, workspace } = useDashboardContext();
  const now = new Date();

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Card className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-0 w-1/2 bg-[radial-gradient(80%_100%_at_100%_0%,var(--color-accent-50),transparent)]"
        />
        <div className="relative">
          <p className="text-sm text-zinc-500">{formatDate(now, { style: 'long' })}</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-zinc-900">
            {greetingFor(now)}, {user.first}
          </h1>
          <p className="mt-2 text-sm text-zinc-600">
            {workspace ? (
              <>
                You&apos;re working in <span className="font-medium text-zinc-900">{workspace.name}</span>.
              </>
            ) : (
              'Create a workspace to start working with your team.'
            )}
          </p>
        </div>
      </Card>

      <section aria-labelledby="overview-projects">
        <h2 id="overview-projects" className="mb-3 text-sm font-semibold text-zinc-900">
          Projects
        </h2>
        <EmptyState
          icon={FolderPlus}
          title="Your projects will appear here"
          description="A project holds your websites, online stores, repositories and servers. Once you create one, its totals and activity show up on this page."
          action={
            <ButtonLink to="/dashboard/projects/create">
              <Plus className="size-4" aria-hidden="true" />
              Create your first project
            </ButtonLink>
          }
        />
      </section>
    </div>
  );
}
