import { GIT_PLATFORM_NAMES, REPOSITORY_MESSAGES, type Repository } from '@aerie/contract';

import { ConfirmModal } from '@/components/ui/confirm-modal';

import { useDeleteRepository } from '../api/delete-repository';

export interface DeleteRepositoryModalProps {
  projectUid: string;
  /** The repository to delete; null keeps the dialog closed. */
  repository: Repository | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

/**
 * Confirms deleting a repository (owner only, docs/product.md § Repositories page). On success the dialog closes, the
 * page shows the server's message and the list reloads; a failure shows the server's message here
 * (docs/product.md § Error catalogue).
 */
export function DeleteRepositoryModal({ projectUid, repository, onClose, onDeleted }: DeleteRepositoryModalProps) {
  const deleteRepository = useDeleteRepository();
  const close = () => {
    deleteRepository.reset();
    onClose();
  };
  return (
    <ConfirmModal
      open={repository !== null}
      title="Delete repository?"
      description={repository ? `“${repository.name}” will be removed from this project.` : undefined}
      confirmLabel="Delete repository"
      isPending={deleteRepository.isPending}
      failure={deleteRepository.isError ? deleteRepository.error.message : null}
      onConfirm={() =>
        repository &&
        deleteRepository.mutate(
          { projectUid, repositoryId: repository.id },
          {
            onSuccess: (response) => {
              onDeleted(response.message || REPOSITORY_MESSAGES.deleted);
              close();
            },
          },
        )
      }
      onCancel={close}
    >
      {repository && (
        <p>
          {repository.platform === 'aerie'
            ? 'Its history on Aerie Git is erased with it and cannot be recovered. Clones people already have are not affected.'
            : `The repository itself stays on ${GIT_PLATFORM_NAMES[repository.platform]}; only its link to this project goes.`}
        </p>
      )}
    </ConfirmModal>
  );
}
