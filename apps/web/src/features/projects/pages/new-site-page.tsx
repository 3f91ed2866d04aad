import type { SiteTemplateId } from '@aerie/contract';
import { ChevronRight, FolderPlus, LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { useAllProjects } from '@/api/list-projects';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useDashboardContext } from '@/lib/dashboard-context';
import { gallerySections } from '@/lib/site-templates';
import { createSiteInProjectPath, isSiteTemplateId, TEMPLATE_PARAM } from '@/lib/template-start';

import { NoWorkspace } from '../components/no-workspace';
import { ProjectFormModal } from '../components/project-form-modal';

/**
 * Where "Use this template" of the public gallery lands once signed in (`/dashboard/new-site?template=…`,
 * issue 25): a site belongs to a project, so this asks which one (or creates the first), then opens that
 * project's create-site page with the template chosen.
 */
export default function NewSitePage() {
  const { workspace } = useDashboardContext();
  const [searchParams] = useSearchParams();
  const templateParam = searchParams.get(TEMPLATE_PARAM);
  if (!workspace) return <NoWorkspace />;
  if (!isSiteTemplateId(templateParam)) {
    return (
      <EmptyState
        icon={LayoutTemplate}
        title="This template link is incomplete"
        description="Choose a template from a project's websites to create a site."
        action={
          <Link to="/dashboard/projects" className="text-sm font-medium text-accent-600 hover:text-accent-700">
            Go to projects
          </Link>
        }
      />
    );
  }
  return (
    <ChooseProject
      template={templateParam}
      workspaceSlug={workspace.slug}
      businessId={workspace.subscription.business_id}
      workspaceName={workspace.name}
    />
  );
}

interface ChooseProjectProps {
  template: SiteTemplateId;
  workspaceSlug: string;
  workspaceName: string;
  businessId: number;
}

function ChooseProject({ template, workspaceSlug, workspaceName, businessId }: ChooseProjectProps) {
  const navigate = useNavigate();
  const projects = useAllProjects(workspaceSlug);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const starter = gallerySections()
    .flatMap((section) => section.templates)
    .find((each) => each.id === template)!;
  const list = projects.data?.projects.data;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Create a site from {starter.name}</h1>
        <p className="mt-1 text-sm text-zinc-500">
          A website belongs to a project of <span className="font-medium text-zinc-700">{workspaceName}</span>. Choose
          the project it is for; you can change the template on the next page.
        </p>
      </div>

      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card padding="none" className="self-start overflow-hidden">
          <img
            src={starter.image}
            alt={`Preview of the ${starter.name} template`}
            width={800}
            height={500}
            className="aspect-[16/10] w-full border-b border-zinc-100 object-cover object-top"
          />
          <div className="p-4">
            <p className="text-sm font-semibold text-zinc-900">{starter.name}</p>
            <p className="mt-1 text-sm text-zinc-500">{starter.summary}</p>
          </div>
        </Card>

        <section aria-labelledby="choose-project-heading" className="space-y-3">
          <h2 id="choose-project-heading" className="text-sm font-semibold text-zinc-900">
            Which project is it for?
          </h2>
          {projects.isError && !list ? (
            <LoadError title="We couldn't load your projects" query={projects} />
          ) : !list ? (
            <div role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-500">
              <Spinner className="size-4" />
              Loading your projects…
            </div>
          ) : list.length === 0 ? (
            <EmptyState
              icon={FolderPlus}
              title="No projects in this workspace yet"
              description="Create your first project: the site is made in it."
            />
          ) : (
            <ul className="divide-y divide-zinc-100 overflow-hidden rounded-xl border border-zinc-200 bg-white">
              {list.map((project) => (
                <li key={project.u_id}>
                  <Link
                    to={createSiteInProjectPath(project.u_id, template)}
                    className="flex items-center gap-3 px-4 py-3 text-sm hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-500"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-zinc-900">{project.name}</span>
                      <span className="block truncate text-xs text-zinc-500">{project.description}</span>
                    </span>
                    <ChevronRight className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Button variant={list?.length === 0 ? 'primary' : 'secondary'} onClick={() => setIsFormOpen(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Create a new project
          </Button>
        </section>
      </div>

      <ProjectFormModal
        open={isFormOpen}
        onOpenChange={setIsFormOpen}
        mode={{
          kind: 'create',
          businessId,
          onCreated: (project) => void navigate(createSiteInProjectPath(project.u_id, template)),
        }}
      />
    </div>
  );
}
