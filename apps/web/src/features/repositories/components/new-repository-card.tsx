import { NewItemTile } from '@/components/ui/new-item-tile';

/** The dashed first tile of the repositories grid (docs/product.md § Importing repositories): opens the Import / Create choice. */
export function NewRepositoryCard({ onClick, disabledReason }: { onClick: () => void; disabledReason?: string }) {
  return (
    <NewItemTile
      onClick={onClick}
      title="Add new repository"
      description="Import one from a connected platform or create one."
      disabledReason={disabledReason}
      className="sm:min-h-48"
    />
  );
}
