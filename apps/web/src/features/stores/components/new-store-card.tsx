import { NewItemTile } from '@/components/ui/new-item-tile';

/**
 * The dashed first tile of the stores grid (docs/product.md § Creating a store 'Create new online store'): the way to
 * the theme gallery.
 */
export function NewStoreCard({ projectUid, disabledReason }: { projectUid: string; disabledReason?: string }) {
  return (
    <NewItemTile
      to={`/dashboard/project/${projectUid}/store/create`}
      title="Create new online store"
      description="Pick a theme and open a store with its seller account."
      disabledReason={disabledReason}
      className="sm:min-h-56"
    />
  );
}
