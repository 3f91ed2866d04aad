import { planEntry, planRefusal, type Server } from '@aerie/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/gated-button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { PlanRefusalText } from '@/components/ui/plan-refusal-text';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useNotice } from '@/components/ui/use-notice';
import { parsePage } from '@/lib/paginate';
import { useProjectContext, useProjectRole } from '@/lib/project-context';
import { isProjectAdmin } from '@/lib/project-permissions';

import { ConnectServerModal } from '../components/connect-server-modal';
import { ServerActionModal, type ConfirmedAction } from '../components/server-action-modal';
import { ServerLogsPanel } from '../components/server-logs-panel';
import { ServersPanel } from '../components/servers-panel';
import type { ServerMenuAction } from '../pilot-actions';

type Tab = 'pilots' | 'connections' | 'logs';
const TABS: readonly Tab[] = ['pilots', 'connections', 'logs'];

function parseTab(value: string | null): Tab {
  return TABS.find((tab) => tab === value) ?? 'pilots';
}

/**
 * The project's Hosting page (docs/product.md § Hosting page, route Hosting): tabs Pilots, Server Connections and
 * Server Logs, the tab and page in the address (`?tab=`, `?page=`) so a reload keeps them. 'Add Pilot' goes to
 * AddPilot, 'Connect a Server' opens its dialog; neither shows on the logs. Only the owner sees Delete.
 */
export default function HostingPage() {
  const { user, project, workspaces } = useProjectContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  const page = parsePage(searchParams.get('page'));
  const [isConnecting, setConnecting] = useState(false);
  const [target, setTarget] = useState<{ server: Server; action: ConfirmedAction } | null>(null);
  const notice = useNotice();
  const isOwner = isProjectAdmin(project, user);
  // Shown on Add Pilot, Connect a Server and the pilots' power actions when the role may not use them.
  const serversRefusal = useProjectRole().refusal('manage servers');
  // Cancelling or keeping a pilot is paying for it, as renewing is: the workspace owner's (the server says 403).
  const isWorkspaceOwner = workspaces.some((each) => each.slug === project.workspace.slug && each.role === 'owner');
  const billingRefusal = isWorkspaceOwner ? undefined : 'Only the workspace owner can cancel or keep a pilot.';
  // The plan table's "own servers" line: Air cannot connect one (the server refuses it too); pilots stay.
  const plan = workspaces.find((workspace) => workspace.slug === project.workspace.slug)?.subscription.plan;
  const connectPlanRefusal = plan && planEntry(plan).ownServers === 0 ? planRefusal(plan, 'ownServers') : undefined;

  const select = (next: Tab, nextPage = 1) => {
    const params: Record<string, string> = {};
    if (next !== 'pilots') params.tab = next;
    if (nextPage > 1) params.page = String(nextPage);
    setSearchParams(params);
  };
  const onAction = (server: Server, action: ServerMenuAction) => {
    if (action !== 'manage-ssh' && action !== 'deployments') setTarget({ server, action });
  };

  const addButton =
    tab === 'pilots' ? (
      <ButtonLink to={`/dashboard/project/hosting/${project.u_id}/add-pilot`} disabledReason={serversRefusal}>
        <Plus className="size-4" aria-hidden="true" />
        Add Pilot
      </ButtonLink>
    ) : tab === 'connections' ? (
      <Button onClick={() => setConnecting(true)} disabledReason={serversRefusal ?? connectPlanRefusal}>
        <Plus className="size-4" aria-hidden="true" />
        Connect a Server
      </Button>
    ) : null;

  return (
    <section aria-labelledby="hosting-heading" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="hosting-heading" className="text-lg font-semibold text-zinc-900">
            Hosting
          </h2>
          <p className="mt-1 text-sm text-zinc-500">
            Pilots are servers we run for you; server connections are your own servers, reached over SSH.
          </p>
        </div>
        {addButton}
      </div>

      <NoticeBanner notice={notice} />

      <Tabs value={tab} onValueChange={(next) => select(parseTab(next))}>
        <TabsList aria-label="Hosting views">
          <TabsTrigger value="pilots">Pilots</TabsTrigger>
          <TabsTrigger value="connections">Server Connections</TabsTrigger>
          <TabsTrigger value="logs">Server Logs</TabsTrigger>
        </TabsList>
        <TabsContent value="pilots">
          <ServersPanel
            projectUid={project.u_id}
            type="pilot"
            page={page}
            onPageChange={(next) => select('pilots', next)}
            isOwner={isOwner}
            serversRefusal={serversRefusal}
            billingRefusal={billingRefusal}
            addButton={addButton}
            onAction={onAction}
          />
        </TabsContent>
        <TabsContent value="connections" className="space-y-4">
          {connectPlanRefusal && (
            <Banner tone="info">
              <PlanRefusalText message={connectPlanRefusal} isPlanFull />
            </Banner>
          )}
          <ServersPanel
            projectUid={project.u_id}
            type="connection"
            page={page}
            onPageChange={(next) => select('connections', next)}
            isOwner={isOwner}
            serversRefusal={serversRefusal}
            addButton={addButton}
            onAction={onAction}
          />
        </TabsContent>
        <TabsContent value="logs">
          <ServerLogsPanel projectUid={project.u_id} page={page} onPageChange={(next) => select('logs', next)} />
        </TabsContent>
      </Tabs>

      <ConnectServerModal
        open={isConnecting}
        projectUid={project.u_id}
        workspaceSlug={project.workspace.slug}
        onClose={() => setConnecting(false)}
        onConnected={() => select('connections')}
      />
      <ServerActionModal
        projectUid={project.u_id}
        target={target}
        onClose={() => setTarget(null)}
        onDone={notice.show}
      />
    </section>
  );
}
