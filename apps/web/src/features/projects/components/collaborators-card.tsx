import { MESSAGES, type ProjectMember, type ProjectWithMembers } from '@aerie/contract';
import { Plus, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';
import { isOwnerMember } from '@/lib/project-permissions';

import { memberPreview } from '../project-members';
import { AddCollaboratorModal } from './add-collaborator-modal';
import { MemberIdentity } from './member-row';
import { RemoveMemberModal } from './remove-member-modal';

export interface CollaboratorsCardProps {
  project: ProjectWithMembers;
  /** The project's admin may remove members (docs/product.md § Roles and permissions). */
  isAdmin: boolean;
}

/**
 * The project page's collaborators (docs/product.md § Collaborators): count, the first five members, + Add, See all,
 * Remove member (sentence case, issue 25).
 */
export function CollaboratorsCard({ project, isAdmin }: CollaboratorsCardProps) {
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<ProjectMember | null>(null);
  const notice = useNotice();
  const members = memberPreview(project.members);

  return (
    <Card>
      <CardHeader
        title="Collaborators"
        description={`${project.members.length} ${project.members.length === 1 ? 'member' : 'members'} on this project`}
        action={
          <div className="flex items-center gap-2">
            <Button variant="secondary" size="sm" onClick={() => setIsAdding(true)}>
              <Plus className="size-4" aria-hidden="true" />
              Add
            </Button>
            <ButtonLink to={`/dashboard/project/${project.u_id}/collaborators`} variant="ghost" size="sm">
              See all
            </ButtonLink>
          </div>
        }
      />
      <NoticeBanner notice={notice} className="mb-4" />
      {members.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-zinc-200 px-4 py-8 text-center">
          <Users className="size-5 text-zinc-400" aria-hidden="true" />
          <p className="text-sm text-zinc-500">{MESSAGES.noCollaborators}</p>
        </div>
      ) : (
        <ul className="-mx-2 divide-y divide-zinc-100">
          {members.map((member) => (
            <li key={member.id} className="flex items-center justify-between gap-3 px-2 py-3">
              <MemberIdentity member={member} />
              {isAdmin && !isOwnerMember(member) && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0 text-red-600! hover:bg-red-50 hover:text-red-700!"
                  onClick={() => setRemoving(member)}
                >
                  <UserMinus className="size-4" aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">Remove member</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddCollaboratorModal open={isAdding} onOpenChange={setIsAdding} project={project} onAdded={notice.show} />
      <RemoveMemberModal
        projectUid={project.u_id}
        member={removing}
        onClose={() => setRemoving(null)}
        onRemoved={notice.show}
      />
    </Card>
  );
}
