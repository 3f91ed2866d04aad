import { StarterCard } from '@/components/starters/starter-card';
import { Button } from '@/components/ui/gated-button';
import type { GalleryTemplate } from '@/lib/site-templates';

export interface StoreThemeCardProps {
  template: GalleryTemplate;
  onSelect: () => void;
  disabledReason?: string;
}

/**
 * A theme of the store gallery (docs/product.md § Creating a store: the same sample templates as the websites); Select
 * opens 'Create a seller account'.
 */
export function StoreThemeCard({ template, onSelect, disabledReason }: StoreThemeCardProps) {
  return (
    <StarterCard
      template={template}
      noun="theme"
      select={
        <Button
          size="sm"
          className="flex-1"
          onClick={onSelect}
          aria-label={`Select ${template.name} for a new store`}
          disabledReason={disabledReason}
        >
          Select
        </Button>
      }
    />
  );
}
