import { REPOSITORY_RULES, type Integration, type Workspace } from '@aerie/contract';
import { Blocks } from 'lucide-react';
import { useState } from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';
import { useDashboardContext } from '@/lib/dashboard-context';
import { rolePermissions } from '@/lib/project-permissions';

import { useConnectPlatform } from '../api/connect-platform';
import { useIntegrations } from '../api/list-integrations';
import { IntegrationButton, IntegrationCard } from '../components/integration-card';
import { RemoveIntegrationModal } from '../components/remove-integration-modal';
import { useIntegrationReturn } from '../use-integration-return';

/**
 * Workspace integrations (docs/product.md § Git integrations, route DashboardIntegration): GitHub, GitLab and
 * Bitbucket, each with Add Integration or Remove Integration, for a maintainer or above (a lesser role sees them
 * unavailable, with the reason). This page is also where the providers send the browser back.
 */
export default function IntegrationsPage() {
  const { workspace } = useDashboardContext();
  if (!workspace) {
    return (
      <EmptyState icon={Blocks} title="No workspace yet" description="Create a workspace to connect git platforms." />
    );
  }
  return <WorkspaceIntegrations key={workspace.id} workspace={workspace} />;
}

function WorkspaceIntegrations({ workspace }: { workspace: Workspace }) {
  const integrations = useIntegrations(workspace.id);
  const connect = useConnectPlatform();
  const [removing, setRemoving] = useState<Integration | null>(null);
  const notice = useNotice(REPOSITORY_RULES.noticeMs);
  const isIntegrating = useIntegrationReturn(workspace.id, notice.show);
  const manageRefusal = rolePermissions(workspace.role).refusal('manage repositories');

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Integrations</h1>
        <p className="mt-1 text-sm text-zinc-500">
          Connect {workspace.name} to the git platforms you use, to import and create repositories in its projects.
          Aerie Git is always there and needs no connection.
        </p>
      </div>

      <NoticeBanner notice={notice} />

      <div className="relative min-h-56">
        {integrations.isError ? (
          <LoadError title="We couldn't load the integrations" query={integrations} />
        ) : integrations.data ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {integrations.data.map((integration) => (
              <IntegrationCard
                key={integration.platform}
                integration={integration}
                action={
                  // A platform this server cannot connect gets no button and no empty footer.
                  (integration.configured || integration.isActive) && (
                    <IntegrationButton
                      integration={integration}
                      isBusy={connect.isPending && connect.variables.platform === integration.platform}
                      disabledReason={manageRefusal}
                      onAdd={() =>
                        connect.mutate(
                          { platform: integration.platform, workspaceId: workspace.id },
                          { onError: (error) => notice.show(error.message, 'error') },
                        )
                      }
                      onRemove={() => setRemoving(integration)}
                    />
                  )
                }
              />
            ))}
          </div>
        ) : null}
        <LoadingOverlay
          show={integrations.isPending || isIntegrating}
          label={isIntegrating ? 'Connecting…' : 'Loading integrations…'}
        />
      </div>

      <RemoveIntegrationModal workspaceSlug={workspace.slug} integration={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
