import type { ProjectMember } from '@aerie/contract';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

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

/** Confirms removing a collaborator (owner only, 000 §6); failures show the server's message. */
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
    <Modal
      open={member !== null}
      onOpenChange={(open) => !open && close()}
      title="Remove collaborator?"
      description={member ? `${fullName(member.profile)} will lose access to this project.` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={removeMember.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} loading={removeMember.isPending}>
            Remove member
          </Button>
        </>
      }
    >
      {removeMember.isError ? (
        <Banner tone="error" onDismiss={() => removeMember.reset()}>
          {removeMember.error.message}
        </Banner>
      ) : (
        <p className="text-sm text-zinc-600">They stay in the workspace and can be added back at any time.</p>
      )}
    </Modal>
  );
}
