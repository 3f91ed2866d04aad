import type { Website } from '@aerie/contract';
import { Globe, LayoutTemplate, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/gated-button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { Pagination } from '@/components/ui/pagination';
import { RoleNote } from '@/components/ui/role-note';
import { parsePage } from '@/lib/paginate';
import { useProjectContext, useProjectRole } from '@/lib/project-context';
import { isProjectAdmin } from '@/lib/project-permissions';

import { useWebsites } from '../api/list-websites';
import { DeleteWebsiteModal } from '../components/delete-website-modal';
import { NewWebsiteCard } from '../components/new-website-card';
import { TemplateGallery } from '../components/template-gallery';
import { WebsiteCard } from '../components/website-card';
import { WebsiteSettingsModal } from '../components/website-settings-modal';

/**
 * The project's websites (docs/product.md § Websites list `/builder`), 8 per page with numbered pagination (the page
 * lives in `?page=`), after the dashed 'Create new website' card; the starter templates follow, so a site is one click
 * away. A developer or above creates, edits and changes settings (contract ROLE_TABLE); only the project's admin
 * deletes (docs/product.md § Roles and permissions).
 */
export default function WebsitesPage() {
  const { user, project } = useProjectContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const websites = useWebsites({ projectUid: project.u_id, page });
  const [editing, setEditing] = useState<Website | null>(null);
  const [deleting, setDeleting] = useState<Website | null>(null);
  const canDelete = isProjectAdmin(project, user);
  // Creating, editing and publishing sites need a developer or above; a guest sees why on each control.
  const sitesRefusal = useProjectRole().refusal('edit and publish sites');

  const goToPage = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });

  // A page past the end (after deleting the last site on it, or a stale link) goes to the last page.
  const lastPage = websites.data?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && !websites.isPlaceholderData && page > Math.max(1, lastPage)) {
      setSearchParams(lastPage > 1 ? { page: String(lastPage) } : {}, { replace: true });
    }
  }, [lastPage, page, websites.isPlaceholderData, setSearchParams]);

  const list = websites.data;
  const createUrl = `/dashboard/project/${project.u_id}/builder/create`;
  return (
    <div className="space-y-10">
      <section aria-labelledby="websites-heading" className="space-y-6">
        <div>
          <h2 id="websites-heading" className="text-lg font-semibold text-zinc-900">
            Websites
          </h2>
          <p className="mt-1 text-sm text-zinc-500">
            {list && list.total > 0
              ? `${list.total} ${list.total === 1 ? 'website' : 'websites'} in this project.`
              : 'The sites you build in this project, published or in progress.'}
          </p>
        </div>

        <div className="relative min-h-56">
          {websites.isError && !list ? (
            <EmptyState
              title="We couldn't load the websites"
              description={websites.error.message}
              action={
                <Button variant="secondary" onClick={() => void websites.refetch()} loading={websites.isFetching}>
                  <RefreshCw className="size-4" aria-hidden="true" />
                  Try again
                </Button>
              }
            />
          ) : list && list.total === 0 ? (
            <EmptyState
              icon={Globe}
              title="No websites in this project yet"
              description="Start from a free template: it opens in the builder, where you make it yours and publish it."
              action={
                sitesRefusal ? (
                  <RoleNote>{sitesRefusal}</RoleNote>
                ) : (
                  <ButtonLink to={createUrl}>
                    <LayoutTemplate className="size-4" aria-hidden="true" />
                    Create new website
                  </ButtonLink>
                )
              }
            />
          ) : list ? (
            <>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
                <NewWebsiteCard projectUid={project.u_id} disabledReason={sitesRefusal} />
                {list.data.map((website) => (
                  <WebsiteCard
                    key={website.uuid}
                    website={website}
                    canDelete={canDelete}
                    editRefusal={sitesRefusal}
                    onSettings={() => setEditing(website)}
                    onDelete={() => setDeleting(website)}
                  />
                ))}
              </div>
              <Pagination page={page} pageCount={list.last_page} onPageChange={goToPage} className="mt-8" />
            </>
          ) : null}
          <LoadingOverlay show={websites.isPending || websites.isPlaceholderData} label="Loading websites…" />
        </div>
      </section>

      <section aria-labelledby="templates-heading" className="space-y-6 border-t border-zinc-200 pt-8">
        <div>
          <h2 id="templates-heading" className="text-lg font-semibold text-zinc-900">
            Start from a template
          </h2>
          <p className="mt-1 text-sm text-zinc-500">
            Every starter is free. Select one to open it in the builder as a new site of this project.
          </p>
          {sitesRefusal && <RoleNote className="mt-2">{sitesRefusal}</RoleNote>}
        </div>
        <TemplateGallery projectUid={project.u_id} disabledReason={sitesRefusal} />
      </section>

      {editing && <WebsiteSettingsModal key={editing.uuid} website={editing} onClose={() => setEditing(null)} />}
      <DeleteWebsiteModal website={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
