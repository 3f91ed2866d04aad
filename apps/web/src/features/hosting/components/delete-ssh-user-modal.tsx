import { HOSTING_MESSAGES, type SshAccess } from '@aerie/contract';

import { ConfirmModal } from '@/components/ui/confirm-modal';

import { useDeleteSshAccess } from '../api/delete-ssh-access';

export interface DeleteSshUserModalProps {
  projectUid: string;
  /** The entry to delete; null keeps the dialog closed. */
  entry: SshAccess | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

/** Confirms removing an SSH user (owner only): its key leaves the server, so its holder can no longer sign in. */
export function DeleteSshUserModal({ projectUid, entry, onClose, onDeleted }: DeleteSshUserModalProps) {
  const deleteAccess = useDeleteSshAccess();
  const close = () => {
    deleteAccess.reset();
    onClose();
  };
  return (
    <ConfirmModal
      open={entry !== null}
      title="Delete SSH user?"
      description={entry ? `“${entry.name}” will no longer be able to sign in to this server.` : undefined}
      confirmLabel="Delete SSH user"
      isPending={deleteAccess.isPending}
      failure={deleteAccess.isError ? deleteAccess.error.message : null}
      onConfirm={() =>
        entry &&
        deleteAccess.mutate(
          { projectUid, slug: entry.slug },
          {
            onSuccess: (response) => {
              onDeleted(response.message || HOSTING_MESSAGES.sshDeleted);
              close();
            },
          },
        )
      }
      onCancel={close}
    >
      {entry && <p className="font-mono text-xs break-all">{entry.fingerprint}</p>}
    </ConfirmModal>
  );
}
