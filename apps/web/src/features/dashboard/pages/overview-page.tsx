import {
  ArrowRight,
  Building2,
  Cloud,
  FolderKanban,
  Globe,
  LayoutTemplate,
  RefreshCw,
  ShoppingBag,
  UserRoundSearch,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { useDashboardSummary } from '@/api/get-dashboard-summary';
import { useWorkspaceActivity } from '@/api/list-workspace-activity';
import { useAllProjects } from '@/api/list-projects';
import { Banner } from '@/components/ui/banner';
import { ActivityList } from '@/components/activity/activity-list';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useDashboardContext } from '@/lib/dashboard-context';
import { formatDate } from '@/lib/format-date';

import { ProjectPickerModal } from '../components/project-picker-modal';
import { QuickActionCard } from '../components/quick-action-card';
import { SummaryCard } from '../components/summary-card';

/** The overview's shortcuts (docs/product.md § Dashboard overview): each opens the project picker, then this section of the project. */
const ACTIONS = [
  {
    section: 'builder/create',
    title: 'Create a website',
    text: 'Start from a template and publish in an afternoon.',
    icon: LayoutTemplate,
  },
  {
    section: 'store/create',
    title: 'Open an online store',
    text: 'Sell your products from a store with its own address.',
    icon: ShoppingBag,
  },
  { section: 'hosting', title: 'Cloud hosting', text: 'Run your code on a server we manage for you.', icon: Cloud },
] as const;
type Action = (typeof ACTIONS)[number];

/**
 * The overview (docs/product.md § Dashboard overview): the workspace's four counts, the create shortcuts with their
 * project picker, and the hire-expert link. One loading overlay covers the page until the counts and the projects are
 * in.
 */
export default function OverviewPage() {
  const { workspace } = useDashboardContext();
  const summary = useDashboardSummary(workspace?.slug);
  const projects = useAllProjects(workspace?.slug);
  const [picking, setPicking] = useState<Action | null>(null);
  const now = new Date();

  if (!workspace) {
    return (
      <div className="mx-auto max-w-5xl">
        <EmptyState
          icon={Building2}
          title="Create a workspace to get started"
          description="A workspace holds your projects, team and billing. Open the workspace menu in the sidebar and choose Create New Workspace."
        />
      </div>
    );
  }

  const counts = summary.data;
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-zinc-500">{formatDate(now, { style: 'long' })}</p>
          {/* The top bar greets the user (docs/product.md § Dashboard overview); a second greeting here repeated it (issue 25). */}
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-zinc-900">Dashboard</h1>
          <p className="mt-1 text-sm text-zinc-500">
            Here is what is happening in <span className="font-medium text-zinc-700">{workspace.name}</span>.
          </p>
        </div>
        <ButtonLink to="/dashboard/projects" variant="secondary">
          <FolderKanban className="size-4" aria-hidden="true" />
          All projects
        </ButtonLink>
      </div>

      {summary.isError && (
        <Banner tone="error">
          <span className="mr-2">{summary.error.message}</span>
          <Button variant="link" className="text-red-800 underline" onClick={() => void summary.refetch()}>
            <RefreshCw className="size-3.5" aria-hidden="true" />
            Try again
          </Button>
        </Banner>
      )}

      <section aria-label="Workspace totals" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <SummaryCard icon={FolderKanban} label="Total projects" {...(counts?.projects ?? ZERO)} />
        <SummaryCard icon={Users} label="All team members" {...(counts?.team_members ?? ZERO)} />
        <SummaryCard icon={ShoppingBag} label="Online stores" {...(counts?.stores ?? ZERO)} />
        <SummaryCard icon={Globe} label="Total websites" {...(counts?.websites ?? ZERO)} />
      </section>

      <section aria-labelledby="overview-create">
        <h2 id="overview-create" className="mb-3 text-sm font-semibold text-zinc-900">
          Create something new
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {ACTIONS.map((action) => (
            <QuickActionCard
              key={action.section}
              icon={action.icon}
              title={action.title}
              text={action.text}
              onClick={() => setPicking(action)}
            />
          ))}
        </div>
      </section>

      <LatestActivity slug={workspace.slug} />

      <Card className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-zinc-900 text-white">
          <UserRoundSearch className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-zinc-900">Need a hand? Hire an expert</h2>
          <p className="mt-0.5 text-sm text-zinc-500">
            A vetted developer can build your site, store or deployment pipeline with you.
          </p>
        </div>
        <ButtonLink to="/dashboard/hire-expert" variant="secondary">
          Hire an expert
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </Card>

      <ProjectPickerModal
        title={picking?.title ?? null}
        section={picking?.section ?? ''}
        projects={projects.data?.projects.data ?? []}
        onClose={() => setPicking(null)}
      />
      <LoadingOverlay show={summary.isPending || projects.isPending} label="Loading your dashboard…" />
    </div>
  );
}

const ZERO = { total: 0, active: 0 };

/** Issue 26 §2: the workspace's latest entries, with the way to the whole feed. */
function LatestActivity({ slug }: { slug: string }) {
  const feed = useWorkspaceActivity(slug, {}, 8);
  const entries = feed.data?.pages[0]?.entries ?? [];
  return (
    <section aria-labelledby="overview-activity">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id="overview-activity" className="text-sm font-semibold text-zinc-900">
          Latest activity
        </h2>
        <Link to="/dashboard/activity" className="text-sm font-medium text-accent-700 hover:underline">
          See all activity
        </Link>
      </div>
      <Card padding="none" className="px-4">
        {feed.isError && <p className="py-4 text-sm text-zinc-500">The activity could not be loaded.</p>}
        {feed.isSuccess && entries.length === 0 && (
          <p className="py-4 text-sm text-zinc-500">Nothing has happened in this workspace yet.</p>
        )}
        {feed.isPending && <p className="py-4 text-sm text-zinc-500">Loading activity…</p>}
        {entries.length > 0 && <ActivityList entries={entries} />}
      </Card>
    </section>
  );
}
