import { gallerySections } from '../site-templates';
import { TemplateCard } from './template-card';

/** The starter templates under the spec's two headings, 'select template' and 'agency templates' (000 §2). */
export function TemplateGallery({ projectUid }: { projectUid: string }) {
  return (
    <div className="space-y-8">
      {gallerySections().map((section) => (
        <section key={section.title} aria-labelledby={`templates-${section.title.replace(/\s+/g, '-')}`}>
          <h3
            id={`templates-${section.title.replace(/\s+/g, '-')}`}
            className="mb-3 text-xs font-semibold tracking-wider text-zinc-500 uppercase"
          >
            {section.title}
          </h3>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {section.templates.map((template) => (
              <TemplateCard key={template.id} template={template} projectUid={projectUid} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
