import type { Store } from '@aerie/contract';
import { LayoutTemplate, ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/gated-button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { Pagination } from '@/components/ui/pagination';
import { RoleNote } from '@/components/ui/role-note';
import { parsePage } from '@/lib/paginate';
import { useProjectContext, useProjectRole } from '@/lib/project-context';
import { isProjectAdmin } from '@/lib/project-permissions';

import { useStores } from '../api/list-stores';
import { DeleteStoreModal } from '../components/delete-store-modal';
import { NewStoreCard } from '../components/new-store-card';
import { StoreCard } from '../components/store-card';
import { StoreThemeSection } from '../components/store-theme-section';

/**
 * The project's online stores (docs/product.md § Stores list `/store`), 8 per page with numbered pagination (the page
 * lives in `?page=`), after the dashed 'Create new online store' card; the themes follow, so a store is one dialog
 * away. A developer or above opens a store and its admin (contract ROLE_TABLE); only the project's admin deletes one
 * (docs/product.md § Roles and permissions).
 */
export default function StoresPage() {
  const { user, project } = useProjectContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const stores = useStores({ projectUid: project.u_id, page });
  const [deleting, setDeleting] = useState<Store | null>(null);
  const canDelete = isProjectAdmin(project, user);
  // Opening a store and its admin need a developer or above; a guest sees why on each control.
  const storesRefusal = useProjectRole().refusal('manage stores');

  const goToPage = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });

  // A page past the end (after deleting the last store on it, or a stale link) goes to the last page.
  const lastPage = stores.data?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && !stores.isPlaceholderData && page > Math.max(1, lastPage)) {
      setSearchParams(lastPage > 1 ? { page: String(lastPage) } : {}, { replace: true });
    }
  }, [lastPage, page, stores.isPlaceholderData, setSearchParams]);

  const list = stores.data;
  const createUrl = `/dashboard/project/${project.u_id}/store/create`;
  return (
    <div className="space-y-10">
      <section aria-labelledby="stores-heading" className="space-y-6">
        <div>
          <h2 id="stores-heading" className="text-lg font-semibold text-zinc-900">
            Online stores
          </h2>
          <p className="mt-1 text-sm text-zinc-500">
            {list && list.total > 0
              ? `${list.total} ${list.total === 1 ? 'store' : 'stores'} in this project.`
              : 'The stores this project sells from, each on its own address.'}
          </p>
        </div>

        <div className="relative min-h-56">
          {stores.isError && !list ? (
            <LoadError title="We couldn't load the stores" query={stores} />
          ) : list && list.total === 0 ? (
            <EmptyState
              icon={ShoppingBag}
              title="No online stores in this project yet"
              description="Pick a theme and create the seller account: your storefront is live at once, ready for products."
              action={
                storesRefusal ? (
                  <RoleNote>{storesRefusal}</RoleNote>
                ) : (
                  <ButtonLink to={createUrl}>
                    <LayoutTemplate className="size-4" aria-hidden="true" />
                    Create new online store
                  </ButtonLink>
                )
              }
            />
          ) : list ? (
            <>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
                <NewStoreCard projectUid={project.u_id} disabledReason={storesRefusal} />
                {list.data.map((store) => (
                  <StoreCard
                    key={store.id}
                    store={store}
                    canDelete={canDelete}
                    adminRefusal={storesRefusal}
                    onDelete={() => setDeleting(store)}
                  />
                ))}
              </div>
              <Pagination page={page} pageCount={list.last_page} onPageChange={goToPage} className="mt-8" />
            </>
          ) : null}
          <LoadingOverlay show={stores.isPending || stores.isPlaceholderData} label="Loading stores…" />
        </div>
      </section>

      <section aria-labelledby="store-themes-heading" className="space-y-6 border-t border-zinc-200 pt-8">
        <div>
          <h2 id="store-themes-heading" className="text-lg font-semibold text-zinc-900">
            Start from a theme
          </h2>
          <p className="mt-1 text-sm text-zinc-500">
            The same free designs as the websites. Select one to create a store and its seller account.
          </p>
          {storesRefusal && <RoleNote className="mt-2">{storesRefusal}</RoleNote>}
        </div>
        <StoreThemeSection projectUid={project.u_id} storesHost={list?.stores_host} disabledReason={storesRefusal} />
      </section>

      <DeleteStoreModal store={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
