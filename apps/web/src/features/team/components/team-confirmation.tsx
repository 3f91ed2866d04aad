import { MESSAGES, type Invitation, type TeamMember } from '@aerie/contract';

import { useDeleteInvitation } from '../api/delete-invitation';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { ConfirmModal } from '@/components/ui/confirm-modal';

export type Confirmation = { kind: 'remove'; member: TeamMember } | { kind: 'delete'; invitation: Invitation };

export interface TeamConfirmationProps {
  slug: string;
  workspaceName: string;
  /** What is being confirmed; null keeps the dialog closed. */
  confirmation: Confirmation | null;
  onClose: () => void;
  /** Called with the text for the page's success banner. */
  onDone: (text: string) => void;
}

/** The confirmation before removing a member or deleting an invitation (docs/product.md § Invitations); failures show inside it. */
export function TeamConfirmation({ slug, workspaceName, confirmation, onClose, onDone }: TeamConfirmationProps) {
  const removeMember = useRemoveTeamMember(slug);
  const deleteInvitation = useDeleteInvitation(slug);
  const action = confirmation?.kind === 'remove' ? removeMember : deleteInvitation;

  const close = () => {
    removeMember.reset();
    deleteInvitation.reset();
    onClose();
  };
  const succeed = (text: string) => {
    close();
    onDone(text);
  };
  const confirm = () => {
    if (confirmation?.kind === 'remove') {
      // docs/product.md § Error catalogue: the spec's own words, whatever the server says.
      removeMember.mutate(confirmation.member.id, { onSuccess: () => succeed(MESSAGES.teamMemberRemoved) });
    } else if (confirmation?.kind === 'delete') {
      deleteInvitation.mutate(confirmation.invitation.id, { onSuccess: (response) => succeed(response.message) });
    }
  };

  return (
    <ConfirmModal
      open={confirmation !== null}
      title={confirmation?.kind === 'remove' ? 'Remove team member' : 'Delete invitation'}
      confirmLabel={confirmation?.kind === 'remove' ? 'Remove' : 'Delete'}
      isPending={action.isPending}
      failure={action.error?.message ?? null}
      onConfirm={confirm}
      onCancel={close}
    >
      {confirmation?.kind === 'remove' && (
        <p>
          <span className="font-medium text-zinc-900">
            {confirmation.member.profile.first} {confirmation.member.profile.last}
          </span>{' '}
          will lose access to {workspaceName} and its projects.
        </p>
      )}
      {confirmation?.kind === 'delete' && (
        <p>
          The invitation for <span className="font-medium text-zinc-900">{confirmation.invitation.email}</span> will
          stop working.
        </p>
      )}
    </ConfirmModal>
  );
}
