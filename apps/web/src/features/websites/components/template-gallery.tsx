import { gallerySections } from '@/lib/site-templates';
import { TemplateCard } from './template-card';

/**
 * The starter templates under the spec's two headings, 'select template' and 'agency templates', and the
 * 'business templates' added in issue 29 (docs/product.md § Starter templates). Sections hold two to four starters,
 * so each takes the full width and its cards wrap three to a row.
 */
export function TemplateGallery({ projectUid, disabledReason }: { projectUid: string; disabledReason?: string }) {
  return (
    <div className="space-y-8">
      {gallerySections().map((section) => {
        const headingId = `templates-${section.title.replace(/\s+/g, '-')}`;
        return (
          <section key={section.title} aria-labelledby={headingId}>
            <h3 id={headingId} className="mb-3 text-sm font-semibold text-zinc-700">
              {section.heading}
            </h3>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
