import { HOSTING_MESSAGES, type SshAccess } from '@aerie/contract';
import { ArrowLeft, KeyRound, Plus, Rocket, UserX } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';
import { Button, ButtonLink } from '@/components/ui/gated-button';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { useNotice } from '@/components/ui/use-notice';
import { parsePage } from '@/lib/paginate';
import { useProjectContext, useProjectRole } from '@/lib/project-context';
import { isProjectAdmin } from '@/lib/project-permissions';
import { usePageWithinRange } from '@/lib/use-page-within-range';

import { useSshAccess } from '../api/list-ssh-access';
import { AddSshUserModal } from '../components/add-ssh-user-modal';
import { DeleteSshUserModal } from '../components/delete-ssh-user-modal';
import { ServerStatePanel } from '../components/server-state-panel';
import { SshAccessTable } from '../components/ssh-access-table';
import { ipLabel, serverDeploymentsPath } from '../server-display';

/**
 * The server's page (docs/product.md § SSH users, `/dashboard/project/{uid}/{serverId}/hosting/{slug}`): its state from
 * the last check over SSH (issue 28), a way to its deployments, and its SSH users, 10 a page, 'List is empty' when there are none, 'Add SSH User' for a maintainer or above (a lesser role
 * sees it unavailable, with the reason) and delete for the owner. Without the signed-in user's id the page cannot tell
 * who is acting, and says so (docs/product.md § Error catalogue).
 */
export default function SshUsersPage() {
  const { user, project } = useProjectContext();
  const { falconid, slug = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const serverId = Number(falconid);
  const userId = user?.user_id;
  const hasUserId = typeof userId === 'number' && userId > 0;
  const entries = useSshAccess({ projectUid: project.u_id, serverSlug: slug, page }, hasUserId);
  const serversRefusal = useProjectRole().refusal('manage servers');
  const [isAdding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SshAccess | null>(null);
  const notice = useNotice();
  const hostingPath = `/dashboard/project/${project.u_id}/hosting`;
  const goToPage = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {}, { replace: true });
  usePageWithinRange(page, entries.data?.last_page, entries.isPlaceholderData, goToPage);

  if (!hasUserId) {
    return <EmptyState icon={UserX} title={HOSTING_MESSAGES.noUserId} />;
  }

  const server = entries.data?.server;
  // Back to the tab the server is listed on: a connection is not on Pilots, where the page opens.
  const backPath = server && server.pilot_id === null ? `${hostingPath}?tab=connections` : hostingPath;
  const serverName = server?.name ?? 'Server';
  const serverIp = server ? ipLabel(server.ip) : null;
  const canDelete = isProjectAdmin(project, { user_id: userId });
  const list = entries.data;

  return (
    <section aria-labelledby="ssh-users-heading" className="space-y-6">
      <ButtonLink to={backPath} variant="link" className="-ml-1">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to hosting
      </ButtonLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="ssh-users-heading" className="truncate text-lg font-semibold text-zinc-900">
            {serverName}
          </h2>
          <p className="mt-1 text-sm text-zinc-500">
            {serverIp && <span className="font-mono text-xs text-zinc-600">{serverIp} · </span>}
            SSH users: the keys that can sign in to this server.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {server && (
            <ButtonLink to={serverDeploymentsPath(project.u_id, server)} variant="secondary">
              <Rocket className="size-4" aria-hidden="true" />
              Deployments
            </ButtonLink>
          )}
          <Button
            onClick={() => setAdding(true)}
            disabled={!Number.isInteger(serverId)}
            disabledReason={serversRefusal}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add SSH User
          </Button>
        </div>
      </div>

      {server && <ServerStatePanel server={server} />}

      <NoticeBanner notice={notice} />

      <div className="relative min-h-56">
        {entries.isError && !list ? (
          <LoadError title="We couldn't load the SSH users" query={entries} />
        ) : list && list.total === 0 ? (
          <EmptyState
            icon={KeyRound}
            title={HOSTING_MESSAGES.sshEmpty}
            description="Add the public key of each person who should sign in to this server."
          />
        ) : list ? (
          <>
            <SshAccessTable entries={list.data} canDelete={canDelete} onDelete={setDeleting} />
            <Pagination
              page={page}
              pageCount={list.last_page}
              onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
              className="mt-6"
            />
          </>
        ) : null}
        <LoadingOverlay show={entries.isPending || entries.isPlaceholderData} label="Loading SSH users…" />
      </div>

      <AddSshUserModal open={isAdding} projectUid={project.u_id} serverId={serverId} onClose={() => setAdding(false)} />
      <DeleteSshUserModal
        projectUid={project.u_id}
        entry={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={notice.show}
      />
    </section>
  );
}
