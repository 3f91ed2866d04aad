import { GIT_PLATFORM_NAMES } from '@aerie/contract';
import { ArrowRight, CheckCircle2 } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useProjectContext } from '@/lib/project-context';

import { useIntegrations } from '../api/list-integrations';
import { IntegrationCard } from '../components/integration-card';

/**
 * Project integrations (docs/product.md § Git integrations, route ProjectIntegrations): one card per platform with the
 * connection of the workspace the project lives in; connections are made on the workspace's page, linked from each
 * card.
 */
export default function ProjectIntegrationsPage() {
  const { project } = useProjectContext();
  const integrations = useIntegrations(project.workspace.id);
  const manage = (
    <ButtonLink to="/dashboard/integrations" variant="secondary" size="sm" className="ml-auto">
      Manage in {project.workspace.name}
      <ArrowRight className="size-4" aria-hidden="true" />
    </ButtonLink>
  );
  return (
    <section aria-labelledby="project-integrations-heading" className="space-y-6">
      <div>
        <h2 id="project-integrations-heading" className="text-lg font-semibold text-zinc-900">
          Integrations
        </h2>
        <p className="mt-1 text-sm text-zinc-500">
          The git platforms this project can import from and create repositories on, through its workspace.
        </p>
      </div>
      <div className="relative min-h-56">
        {integrations.isError ? (
          <LoadError title="We couldn't load the integrations" query={integrations} />
        ) : integrations.data ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <AerieGitCard />
            {integrations.data.map((integration) => (
              <IntegrationCard
                key={integration.platform}
                integration={integration}
                // As on the workspace page: a platform this server cannot connect has nothing to manage.
                action={(integration.configured || integration.isActive) && manage}
              />
            ))}
          </div>
        ) : null}
        <LoadingOverlay show={integrations.isPending} label="Loading integrations…" />
      </div>
    </section>
  );
}

/** Aerie's own git host: always on, nothing to connect. */
function AerieGitCard() {
  return (
    <Card padding="none" className="flex flex-col">
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start gap-3">
          <img
            src="/images/platforms/aerie.svg"
            alt=""
            width={40}
            height={40}
            className="size-10 shrink-0 rounded-lg border border-zinc-200 bg-white p-1.5"
          />
          <div className="min-w-0 flex-1">
            <h3 className="text-base font-semibold text-zinc-900">{GIT_PLATFORM_NAMES.aerie}</h3>
            <Badge tone="active" className="mt-1">
              <CheckCircle2 className="size-3" aria-hidden="true" />
              Always on
            </Badge>
          </div>
        </div>
        <p className="text-sm text-zinc-600">
          Repositories hosted by Aerie itself. Clone and push over HTTPS with your e-mail and a personal access token
          from your profile.
        </p>
      </div>
    </Card>
  );
}
