import { gallerySections } from '@/lib/site-templates';
import { TemplateCard } from './template-card';

/**
 * The starter templates under the spec's two headings, 'select template' and 'agency templates'
 * (docs/product.md § Starter templates). Each section holds two starters, so from xl the sections sit side by side and
 * the four share one row.
 */
export function TemplateGallery({ projectUid, disabledReason }: { projectUid: string; disabledReason?: string }) {
  return (
    <div className="grid gap-8 xl:grid-cols-2 xl:gap-6">
      {gallerySections().map((section) => {
        const headingId = `templates-${section.title.replace(/\s+/g, '-')}`;
        return (
          <section key={section.title} aria-labelledby={headingId}>
            <h3 id={headingId} className="mb-3 text-sm font-semibold text-zinc-700">
              {section.heading}
            </h3>
            <div className="grid gap-4 sm:grid-cols-2">
              {section.templates.map((template) => (
                <TemplateCard
                  key={template.id}
                  template={template}
                  projectUid={projectUid}
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
