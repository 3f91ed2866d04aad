import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/gated-button';
import { RoleNote } from '@/components/ui/role-note';
import { newWebsiteUrl } from '@/lib/builder-url';
import { useProjectContext, useProjectRole } from '@/lib/project-context';
import { gallerySections } from '@/lib/site-templates';
import { isSiteTemplateId, TEMPLATE_PARAM } from '@/lib/template-start';

import { TemplateCard } from '../components/template-card';
import { TemplateGallery } from '../components/template-gallery';

/**
 * The template gallery (docs/product.md § Starter templates `/builder/create`): the starters under 'select template'
 * and 'agency templates', and the builder itself in a new tab (the spec's "login-and-new-site external page": our
 * builder needs no second sign-in, so the link opens it on a new blank site of this project). Reached from the public
 * gallery with `?template={id}` (issue 25), the chosen template is shown first.
 */
export default function CreateWebsitePage() {
  const { project } = useProjectContext();
  const sitesRefusal = useProjectRole().refusal('edit and publish sites');
  const [searchParams] = useSearchParams();
  const templateParam = searchParams.get(TEMPLATE_PARAM);
  const chosen = isSiteTemplateId(templateParam)
    ? gallerySections()
        .flatMap((section) => section.templates)
        .find((each) => each.id === templateParam)
    : undefined;
  return (
    <div className="space-y-6">
      <Link
        to={`/dashboard/project/${project.u_id}/builder`}
        className="inline-flex items-center gap-1 text-sm text-zinc-500 hover:text-zinc-900 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Websites
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-zinc-900">Create a new website</h2>
          <p className="mt-1 max-w-2xl text-sm text-zinc-500">
            Every starter is free and made of sections you can change, move or remove. Preview one, then select it to
            open it in the builder as a new site of this project.
          </p>
          {sitesRefusal && <RoleNote className="mt-2">{sitesRefusal}</RoleNote>}
        </div>
        {sitesRefusal ? (
          <Button variant="secondary" className="shrink-0" disabledReason={sitesRefusal}>
            Open the builder
            <ExternalLink className="size-4" aria-hidden="true" />
          </Button>
        ) : (
          <a
            href={newWebsiteUrl(project.u_id, 'blank')}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary', className: 'shrink-0' })}
            aria-label="Open the builder on a new blank site (opens in a new tab)"
          >
            Open the builder
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        )}
      </div>
      {chosen && (
        <section
          aria-labelledby="chosen-template-heading"
          className="rounded-xl border border-accent-200 bg-accent-50/50 p-4 sm:p-5"
        >
          <h3 id="chosen-template-heading" className="text-sm font-semibold text-zinc-900">
            Your chosen template
          </h3>
          <p className="mt-1 mb-4 text-sm text-zinc-600">
            Select it to open the builder on a new site of this project, or pick another one below.
          </p>
          <div className="grid sm:max-w-sm">
            <TemplateCard template={chosen} projectUid={project.u_id} disabledReason={sitesRefusal} />
          </div>
        </section>
      )}
      <TemplateGallery projectUid={project.u_id} disabledReason={sitesRefusal} />
    </div>
  );
}
