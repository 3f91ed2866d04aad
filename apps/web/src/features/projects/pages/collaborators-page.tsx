import { MESSAGES, PAGE_SIZE, type ProjectMember } from '@aerie/contract';
import { Send, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { useNotice } from '@/components/ui/use-notice';
import { formatDate } from '@/lib/format-date';
import { pageCountOf, pageOf } from '@/lib/paginate';
import { useProjectContext } from '@/lib/project-context';
import { isOwnerMember, isProjectAdmin } from '@/lib/project-permissions';

import { AddCollaboratorModal } from '../components/add-collaborator-modal';
import { MemberIdentity } from '../components/member-row';
import { RemoveMemberModal } from '../components/remove-member-modal';

/**
 * Every member of the project, 15 per page (docs/product.md § Collaborators). Any member may add a workspace team
 * member; only the owner removes, and never the owner's own row. The project reloads after each change.
 */
export default function CollaboratorsPage() {
  const { user, project } = useProjectContext();
  const isAdmin = isProjectAdmin(project, user);
  const [page, setPage] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<ProjectMember | null>(null);
  const notice = useNotice();

  const pageCount = pageCountOf(project.members.length, PAGE_SIZE.collaborators);
  // After a removal the last page may be gone; show the last page that still exists.
  const currentPage = Math.min(page, pageCount);
  const members = pageOf(project.members, currentPage, PAGE_SIZE.collaborators);
  const canRemove = (member: ProjectMember) => isAdmin && !isOwnerMember(member);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-zinc-900">Collaborators</h2>
          <p className="mt-1 text-sm text-zinc-500">
            {project.members.length} {project.members.length === 1 ? 'person has' : 'people have'} access to this
            project.
          </p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <ButtonLink to="/dashboard/teams" variant="secondary">
            <Send className="size-4" aria-hidden="true" />
            Invite Collaborator
          </ButtonLink>
          <Button onClick={() => setIsAdding(true)}>
            <UserPlus className="size-4" aria-hidden="true" />
            Add new collaborator
          </Button>
        </div>
      </div>

      <NoticeBanner notice={notice} />

      {project.members.length === 0 ? (
        <EmptyState
          icon={Users}
          title={MESSAGES.noCollaborators}
          description="Add a member of your workspace, or invite someone new from the Team page."
        />
      ) : (
        <>
          <ResponsiveTable
            rows={members}
            rowKey={(member) => member.id}
            columns={[
              {
                header: 'Member',
                card: 'title',
                cell: (member) => <MemberIdentity member={member} showEmail />,
                cardCell: (member) => <MemberIdentity member={member} />,
              },
              {
                header: 'Joined',
                card: 'none',
                className: 'whitespace-nowrap text-zinc-500',
                cell: (member) => formatDate(member.created_at),
              },
              {
                header: 'Actions',
                isHeaderHidden: true,
                card: 'end',
                align: 'end',
                cell: (member) =>
                  canRemove(member) && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-600! hover:bg-red-50 hover:text-red-700!"
                      onClick={() => setRemoving(member)}
                    >
                      Remove
                    </Button>
                  ),
              },
            ]}
          />
          <Pagination page={currentPage} pageCount={pageCount} onPageChange={setPage} />
        </>
      )}

      {!isAdmin && project.members.length > 0 && (
        <p className="text-xs text-zinc-500">Only the project owner can remove collaborators.</p>
      )}

      <AddCollaboratorModal open={isAdding} onOpenChange={setIsAdding} project={project} onAdded={notice.show} />
      <RemoveMemberModal
        projectUid={project.u_id}
        member={removing}
        onClose={() => setRemoving(null)}
        onRemoved={notice.show}
      />
    </div>
  );
}
