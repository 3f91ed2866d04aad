import type { ProjectMember } from '@aerie/contract';

import { ConfirmModal } from '@/components/ui/confirm-modal';

import { useRemoveProjectMember } from '../api/remove-project-member';
import { fullName } from '../project-members';

export interface RemoveMemberModalProps {
  projectUid: string;
  /** The member to remove; null keeps the dialog closed. */
  member: ProjectMember | null;
  onClose: () => void;
  /** Called with the server's message once the member is removed. */
  onRemoved: (message: string) => void;
}

/** Confirms removing a collaborator (owner only, docs/product.md § Roles and permissions); failures show the server's message. */
export function RemoveMemberModal({ projectUid, member, onClose, onRemoved }: RemoveMemberModalProps) {
  const removeMember = useRemoveProjectMember();

  const close = () => {
    if (removeMember.isPending) return;
    removeMember.reset();
    onClose();
  };

  const confirm = () => {
    if (!member) return;
    removeMember.mutate(
      { uid: projectUid, memberId: member.id },
      {
        onSuccess: (response) => {
          removeMember.reset();
          onClose();
          onRemoved(response.message);
        },
      },
    );
  };

  return (
    <ConfirmModal
      open={member !== null}
      title="Remove collaborator?"
      description={member ? `${fullName(member.profile)} will lose access to this project.` : undefined}
      confirmLabel="Remove member"
      isPending={removeMember.isPending}
      failure={removeMember.error?.message ?? null}
      onConfirm={confirm}
      onCancel={close}
    >
      <p>They stay in the workspace and can be added back at any time.</p>
    </ConfirmModal>
  );
}
