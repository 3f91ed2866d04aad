import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

import { RoleNote } from '@/components/ui/role-note';
import { useProjectContext, useProjectRole } from '@/lib/project-context';

import { useStores } from '../api/list-stores';
import { StoreThemeSection } from '../components/store-theme-section';

/**
 * The theme gallery (docs/product.md § Creating a store `/store/create`): the websites' starter designs under 'select
 * template' and 'agency templates'; Select opens 'Create a seller account', and a created store leads to the Store
 * page.
 */
export default function CreateStorePage() {
  const { project } = useProjectContext();
  // The first page of the list carries the stores host the url preview reads (and is what the Store
  // page shows next, so it is not wasted).
  const stores = useStores({ projectUid: project.u_id });
  const storesRefusal = useProjectRole().refusal('manage stores');
  return (
    <div className="space-y-6">
      <Link
        to={`/dashboard/project/${project.u_id}/store`}
        className="inline-flex items-center gap-1 text-sm text-zinc-500 hover:text-zinc-900 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Online stores
      </Link>
      <div>
        <h2 className="text-lg font-semibold text-zinc-900">Create a new online store</h2>
        <p className="mt-1 max-w-2xl text-sm text-zinc-500">
          Every theme is free. Preview one, then select it and create the seller account you will run the store with.
          The store opens on its own address at once.
        </p>
        {storesRefusal && <RoleNote className="mt-2">{storesRefusal}</RoleNote>}
      </div>
      <StoreThemeSection
        projectUid={project.u_id}
        storesHost={stores.data?.stores_host}
        disabledReason={storesRefusal}
      />
    </div>
  );
}
