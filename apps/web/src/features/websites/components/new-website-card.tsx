import { NewItemTile } from '@/components/ui/new-item-tile';

/** The dashed first tile of the websites grid (docs/product.md § Starter templates): the way to the template gallery. */
export function NewWebsiteCard({ projectUid, disabledReason }: { projectUid: string; disabledReason?: string }) {
  return (
    <NewItemTile
      to={`/dashboard/project/${projectUid}/builder/create`}
      title="Create new website"
      description="Pick a free starter template and make it yours."
      disabledReason={disabledReason}
      className="sm:min-h-56"
    />
  );
}
