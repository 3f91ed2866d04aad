import { SITE_TEMPLATE_IDS, SITE_TEMPLATES, type SiteTemplateId } from '@aerie/contract';
import { useNavigate, useSearchParams } from 'react-router';

import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ApiError } from '@/lib/api-client';

import { useCreateWebsite } from '../api/create-website';
import { useWebsiteContent } from '../api/get-website-content';
import { BuilderEditor } from '../components/builder-editor';
import { BuilderProblem } from '../components/builder-problem';
import { NameNewSite } from '../components/name-new-site';
import { useSitesRefusal } from '../use-sites-refusal';

const isTemplateId = (value: string | null): value is SiteTemplateId =>
  (SITE_TEMPLATE_IDS as readonly (string | null)[]).includes(value);

/**
 * The visual builder (docs/product.md § Visual builder `/website-builder`), full screen. Opened with
 * `?uid={project}&type=new&template={id}` from the template gallery it first asks for the site's name, creates the
 * site, then replaces the address with `?uid=…&site={uuid}`, so a reload opens that site instead of creating another.
 */
export default function WebsiteBuilderPage() {
  const [params] = useSearchParams();
  const uid = params.get('uid');
  const site = params.get('site');
  const template = params.get('template');
  const isNew = params.get('type') === 'new' && !site;

  if (isNew) {
    if (!uid || !isTemplateId(template))
      return (
        <BuilderProblem
          title="This link is incomplete"
          message="Pick a template from your project's websites to create a site."
          uid={uid}
        />
      );
    return <CreateSite uid={uid} template={template} />;
  }
  if (!site)
    return (
      <BuilderProblem title="No website chosen" message="Open a website from your project's websites." uid={uid} />
    );
  return <OpenSite uuid={site} uid={uid} />;
}

/** A lesser role reads why instead of the editor, and no site is created for them. */
function CreateSite({ uid, template }: { uid: string; template: SiteTemplateId }) {
  const { isPending, refusal } = useSitesRefusal(uid);
  if (isPending) return <LoadingOverlay fullScreen label="Opening the editor…" />;
  if (refusal) return <BuilderProblem title="You can't create a website here" message={refusal} uid={uid} />;
  return <StartSite uid={uid} template={template} />;
}

function StartSite({ uid, template }: { uid: string; template: SiteTemplateId }) {
  const navigate = useNavigate();
  const create = useCreateWebsite();
  const templateName = SITE_TEMPLATES.find((candidate) => candidate.id === template)?.name ?? 'Starter';
  const createNamed = (name: string) =>
    create.mutate(
      { project_uid: uid, template, name },
      {
        onSuccess: ({ data }) =>
          void navigate(`/website-builder?uid=${encodeURIComponent(uid)}&site=${encodeURIComponent(data.uuid)}`, {
            replace: true,
          }),
      },
    );

  if (create.isSuccess) return <LoadingOverlay fullScreen label="Opening the editor…" />;
  const error = create.error
    ? {
        field: create.error instanceof ApiError && create.error.fieldError('name') ? 'name' : undefined,
        message:
          (create.error instanceof ApiError && create.error.fieldError('name')) ||
          `We couldn't create the website: ${create.error.message}`,
      }
    : null;
  return (
    <NameNewSite
      uid={uid}
      templateName={templateName}
      isPending={create.isPending}
      error={error}
      onCreate={createNamed}
    />
  );
}

function OpenSite({ uuid, uid }: { uuid: string; uid: string | null }) {
  const content = useWebsiteContent(uuid);
  // The site names its project, whatever the address says.
  const projectUid = content.data?.website.project_uid;
  const { isPending, refusal } = useSitesRefusal(projectUid);
  if (content.isError) {
    const isMissing =
      content.error instanceof ApiError && (content.error.status === 404 || content.error.status === 400);
    return (
      <BuilderProblem
        title={isMissing ? 'Website not found' : "We couldn't open the website"}
        message={
          isMissing ? 'It may have been deleted, or it belongs to a project you cannot see.' : content.error.message
        }
        uid={uid}
        onRetry={isMissing ? undefined : () => void content.refetch()}
      />
    );
  }
  if (!content.data || isPending) return <LoadingOverlay fullScreen label="Opening the editor…" />;
  if (refusal) return <BuilderProblem title="You can't edit this website" message={refusal} uid={projectUid ?? uid} />;
  return <BuilderEditor key={uuid} content={content.data} />;
}
