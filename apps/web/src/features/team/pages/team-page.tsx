import { PAGE_SIZE, roleRefusal, type Invitation, type Workspace } from '@aerie/contract';
import { MailPlus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';

import { useTeamMembers } from '@/api/list-team-members';
import { Banner } from '@/components/ui/banner';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/gated-button';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useNotice } from '@/components/ui/use-notice';
import { useDashboardContext } from '@/lib/dashboard-context';

import { useInvitations } from '../api/list-invitations';
import { useReinviteMember } from '../api/reinvite-member';
import { InvitationsTable } from '../components/invitations-table';
import { InviteMemberModal } from '../components/invite-member-modal';
import { MembersTable } from '../components/members-table';
import { TeamConfirmation, type Confirmation } from '../components/team-confirmation';
import { TeamSummary } from '../components/team-summary';
import { canManageTeam, pageOf } from '../team-roles';

/** Team (docs/product.md § Team page): summary, Team Members and Pending Requests, 15 per page each, and the owner's controls. */
export default function TeamPage() {
  const { workspace } = useDashboardContext();
  if (!workspace) {
    return (
      <div className="mx-auto max-w-5xl">
        <h1 className="mb-6 text-xl font-semibold tracking-tight text-zinc-900">Team</h1>
        <EmptyState icon={Users} title="No workspace yet" description="Create a workspace to invite your team." />
      </div>
    );
  }
  return <WorkspaceTeam key={workspace.slug} workspace={workspace} />;
}

/** Keyed by the workspace, so its pages, dialogs and banners start afresh after a switch. */
function WorkspaceTeam({ workspace }: { workspace: Workspace }) {
  const { slug } = workspace;
  const members = useTeamMembers(slug);
  const invitations = useInvitations(slug);
  const reinvite = useReinviteMember(slug);
  const notice = useNotice();
  const [isInviting, setIsInviting] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [memberPage, setMemberPage] = useState(1);
  const [invitationPage, setInvitationPage] = useState(1);

  // Controls that change the team are for owners and maintainers; the server refuses anyone else too.
  const canManage = canManageTeam(workspace.role);
  // docs/product.md § Invitations: only pending invitations are requests.
  const pending = (invitations.data ?? []).filter((invitation) => invitation.status === 'pending');
  const memberList = pageOf(members.data?.data ?? [], memberPage, PAGE_SIZE.team);
  const invitationList = pageOf(pending, invitationPage, PAGE_SIZE.team);

  const onReinvite = (invitation: Invitation) =>
    reinvite.mutate(invitation.id, {
      onSuccess: (response) => notice.show(response.message),
      onError: (error) => notice.show(error.message, 'error'),
    });

  const loadError = members.error ?? invitations.error;
  return (
    <div className="relative mx-auto max-w-6xl space-y-6">
      <LoadingOverlay show={members.isPending || invitations.isPending} label="Loading your team…" />

      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Team</h1>
          <p className="mt-1 text-sm text-zinc-500">The people who work in {workspace.name}.</p>
        </div>
        {/* Shown to every role, so one who may not invite learns why; the rows' actions stay hidden. */}
        <Button
          onClick={() => setIsInviting(true)}
          disabledReason={canManage ? undefined : roleRefusal('manage the team')}
        >
          <UserPlus className="size-4" aria-hidden="true" />
          Add Team Member
        </Button>
      </div>

      <NoticeBanner notice={notice} />
      {loadError && (
        <Banner tone="error">
          <p>{loadError.message}</p>
          <Button variant="link" className="mt-1 text-red-800 underline" onClick={() => void refetchAll()}>
            Try again
          </Button>
        </Banner>
      )}

      <TeamSummary summary={members.data?.summary} />

      <Tabs defaultValue="members">
        <TabsList aria-label="Team lists">
          <TabsTrigger value="members">Team Members</TabsTrigger>
          <TabsTrigger value="pending">
            Pending Requests
            {pending.length > 0 && (
              <span className="rounded-full bg-zinc-200 px-1.5 text-xs text-zinc-700 tabular-nums">
                {pending.length}
              </span>
            )}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="members" className="space-y-4">
          {members.isSuccess && memberList.items.length === 0 ? (
            <EmptyState icon={Users} title="No team members yet" description="Invite a colleague to work with you." />
          ) : (
            <MembersTable
              members={memberList.items}
              canManage={canManage}
              onRemove={(member) => setConfirmation({ kind: 'remove', member })}
            />
          )}
          <Pagination page={memberList.page} pageCount={memberList.pageCount} onPageChange={setMemberPage} />
        </TabsContent>

        <TabsContent value="pending" className="space-y-4">
          {invitations.isSuccess && invitationList.items.length === 0 ? (
            <EmptyState
              icon={MailPlus}
              title="No pending requests"
              description="Invitations you send show here until they are accepted."
              action={
                canManage && (
                  <Button variant="secondary" onClick={() => setIsInviting(true)}>
                    <UserPlus className="size-4" aria-hidden="true" />
                    Add Team Member
                  </Button>
                )
              }
            />
          ) : (
            <InvitationsTable
              invitations={invitationList.items}
              canManage={canManage}
              reinvitingId={reinvite.isPending ? (reinvite.variables ?? null) : null}
              onReinvite={onReinvite}
              onDelete={(invitation) => setConfirmation({ kind: 'delete', invitation })}
            />
          )}
          <Pagination
            page={invitationList.page}
            pageCount={invitationList.pageCount}
            onPageChange={setInvitationPage}
          />
        </TabsContent>
      </Tabs>

      <InviteMemberModal workspace={workspace} open={isInviting} onOpenChange={setIsInviting} />
      <TeamConfirmation
        slug={slug}
        workspaceName={workspace.name}
        confirmation={confirmation}
        onClose={() => setConfirmation(null)}
        onDone={(text) => notice.show(text)}
      />
    </div>
  );

  function refetchAll() {
    return Promise.all([members.refetch(), invitations.refetch()]);
  }
}
