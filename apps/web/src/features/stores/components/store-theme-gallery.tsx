import { gallerySections, type GalleryTemplate } from '@/lib/site-templates';

import { StoreThemeCard } from './store-theme-card';

/**
 * The store themes: the websites' starter designs under the same headings (docs/product.md § Creating a store). Sections
 * hold two to four starters, so each takes the full width and its cards wrap three to a row.
 */
export function StoreThemeGallery({
  onSelect,
  disabledReason,
}: {
  onSelect: (template: GalleryTemplate) => void;
  /** Why the user's role may not open a store, if it may not. */
  disabledReason?: string;
}) {
  return (
    <div className="space-y-8">
      {gallerySections().map((section) => {
        const headingId = `store-themes-${section.title.replace(/\s+/g, '-')}`;
        return (
          <section key={section.title} aria-labelledby={headingId}>
            <h3 id={headingId} className="mb-3 text-sm font-semibold text-zinc-700">
              {section.heading}
            </h3>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {section.templates.map((template) => (
                <StoreThemeCard
                  key={template.id}
                  template={template}
                  onSelect={() => onSelect(template)}
                  disabledReason={disabledReason}
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
