import { ArrowRight } from 'lucide-react';

import { StarterCard } from '@/components/starters/starter-card';
import { ButtonLink } from '@/components/ui/button';
import { isAuthenticated } from '@/lib/auth-token';
import { gallerySections, type GalleryTemplate } from '@/lib/site-templates';
import { newSiteFromTemplatePath, registerWithTemplatePath } from '@/lib/template-start';

import { CallToAction } from '../components/call-to-action';
import { Section, SectionHeading } from '../components/section-heading';

/**
 * The public template gallery (issue 25: the home page's template cards and "Browse all templates" lead
 * here): the starter templates under the spec's two headings (docs/product.md § Template gallery), each with Preview
 * (the rendered template, in a new tab) and "Use this template" — a visitor registers first, keeping the template in
 * the link; someone signed in goes straight to creating the site from it.
 */
export default function TemplatesPage() {
  // Read once per visit: the public site calls no API, and the token cookie is what says signed in
  // (docs/product.md § Template gallery).
  const isSignedIn = isAuthenticated();
  return (
    <>
      <section className="bg-gradient-to-b from-accent-50/70 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-8 sm:px-6 sm:pt-24 sm:pb-12">
          <SectionHeading
            as="h1"
            eyebrow="Templates"
            title="Start your site from a template"
            description="Every template is free, made of sections you can change, move or remove, and responsive out of the box. Preview one, then use it to open it in the builder as your new site."
          />
        </div>
      </section>

      <Section className="pt-4 sm:pt-8">
        <div className="space-y-12">
          {gallerySections().map((section) => {
            const headingId = `templates-${section.title.replace(/\s+/g, '-')}`;
            return (
              <section key={section.title} aria-labelledby={headingId}>
                <h2 id={headingId} className="mb-4 text-lg font-semibold text-zinc-900">
                  {section.heading}
                </h2>
                <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {section.templates.map((template) => (
                    // The home page's cards link to `#template-{id}`: the layout scrolls to it and it is ringed.
                    <div
                      key={template.id}
                      id={`template-${template.id}`}
                      className="grid scroll-mt-24 rounded-xl target:ring-2 target:ring-accent-500 target:ring-offset-4"
                    >
                      <StarterCard
                        template={template}
                        noun="template"
                        select={<UseTemplateLink template={template} isSignedIn={isSignedIn} />}
                      />
                    </div>
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      </Section>

      <CallToAction
        title="Not sure which one yet?"
        text="Create your free account, start from a blank site and add sections as you go. You can publish whenever you are ready."
      />
    </>
  );
}

function UseTemplateLink({ template, isSignedIn }: { template: GalleryTemplate; isSignedIn: boolean }) {
  return (
    <ButtonLink
      to={isSignedIn ? newSiteFromTemplatePath(template.id) : registerWithTemplatePath(template.id)}
      size="sm"
      className="flex-1"
      aria-label={`Use this template: ${template.name}`}
    >
      Use this template
      <ArrowRight className="size-4" aria-hidden="true" />
    </ButtonLink>
  );
}
