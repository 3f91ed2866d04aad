import { StarterCard } from '@/components/starters/starter-card';
import { Button, buttonClasses } from '@/components/ui/gated-button';
import { newWebsiteUrl } from '@/lib/builder-url';
import type { GalleryTemplate } from '@/lib/site-templates';

export interface TemplateCardProps {
  template: GalleryTemplate;
  projectUid: string;
  /** Why the user's role may not create a site, if it may not. */
  disabledReason?: string;
}

/**
 * A starter template of the websites gallery. Select opens the builder in a new tab with the project uid
 * and `type=new`, which creates the site from it (docs/product.md § Starter templates).
 */
export function TemplateCard({ template, projectUid, disabledReason }: TemplateCardProps) {
  return (
    <StarterCard
      template={template}
      noun="template"
      select={
        disabledReason ? (
          <Button size="sm" className="flex-1" aria-label={`Select ${template.name}`} disabledReason={disabledReason}>
            Select
          </Button>
        ) : (
          <a
            href={newWebsiteUrl(projectUid, template.id)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ size: 'sm', className: 'flex-1' })}
            aria-label={`Select ${template.name} (opens the builder in a new tab)`}
          >
            Select
          </a>
        )
      }
    />
  );
}
