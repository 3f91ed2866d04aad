import { ArrowUpRight, Globe, LayoutTemplate, Plug, Server, ShoppingBag, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import { CollaboratorsCard } from '../components/collaborators-card';
import { HireDeveloperPanel } from '../components/hire-developer-panel';
import { useProjectContext } from '@/lib/project-context';
import { isProjectAdmin } from '@/lib/project-permissions';

/** The project's home (docs/product.md § Project detail): manage, counts, collaborators, expert help, integrations. */
export default function ProjectDetailPage() {
  const { user, project } = useProjectContext();
  const base = `/dashboard/project/${project.u_id}`;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 space-y-6 lg:col-span-2">
        <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-600 ring-1 ring-accent-100">
              <LayoutTemplate className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h2 className="text-base font-semibold text-zinc-900">Manage project</h2>
              <p className="mt-0.5 text-sm text-zinc-500">
                Open the builder, or upgrade for more projects and deploys.
              </p>
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <ButtonLink to={`${base}/builder`} variant="secondary" className="flex-1 sm:flex-none">
              View
            </ButtonLink>
            <ButtonLink to="/dashboard/billing" className="flex-1 sm:flex-none">
              Upgrade
            </ButtonLink>
          </div>
        </Card>

        <div className="grid grid-cols-3 gap-3 sm:gap-4">
          <CountCard icon={ShoppingBag} label="Online stores" count={project.counts.stores} to={`${base}/store`} />
          <CountCard icon={Globe} label="Websites" count={project.counts.websites} to={`${base}/builder`} />
          <CountCard icon={Server} label="Hosting" count={project.counts.pilots} to={`${base}/hosting`} />
        </div>

        <CollaboratorsCard project={project} isAdmin={isProjectAdmin(project, user)} />
      </div>

      <div className="min-w-0 space-y-6">
        <HireDeveloperPanel />
        <Card>
          <span className="flex size-10 items-center justify-center rounded-lg bg-zinc-100 text-zinc-600">
            <Plug className="size-5" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-base font-semibold text-zinc-900">Integrations</h2>
          <p className="mt-1 text-sm text-zinc-500">
            Connect GitHub, GitLab or Bitbucket to deploy this project&apos;s repositories.
          </p>
          <ButtonLink to="/dashboard/integrations" variant="secondary" className="mt-5 w-full">
            Integrate now
          </ButtonLink>
        </Card>
      </div>
    </div>
  );
}

interface CountCardProps {
  icon: LucideIcon;
  label: string;
  count: number;
  to: string;
}

/**
 * A count that links to its section (docs/product.md § Project detail); hosting counts only servers with a pilot
 * (docs/product.md § Project detail).
 */
function CountCard({ icon: Icon, label, count, to }: CountCardProps) {
  return (
    <Link
      to={to}
      className="group min-w-0 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs shadow-zinc-900/5 transition-colors hover:border-zinc-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 sm:p-5"
    >
      <div className="flex items-center justify-between">
        <span className="flex size-9 items-center justify-center rounded-lg bg-zinc-100 text-zinc-600 group-hover:bg-accent-50 group-hover:text-accent-600">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <ArrowUpRight className="hidden size-4 text-zinc-300 group-hover:text-zinc-500 sm:block" aria-hidden="true" />
      </div>
      <p className="mt-3 text-2xl sm:mt-4 font-semibold tracking-tight text-zinc-900 tabular-nums">{count}</p>
      <p className="text-xs break-words text-zinc-500 sm:text-sm">{label}</p>
    </Link>
  );
}
