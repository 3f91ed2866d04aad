import { GIT_PLATFORM_NAMES, REPOSITORY_MESSAGES, type Repository } from '@aerie/contract';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

import { useDeleteRepository } from '../api/delete-repository';

export interface DeleteRepositoryModalProps {
  projectUid: string;
  /** The repository to delete; null keeps the dialog closed. */
  repository: Repository | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

/**
 * Confirms deleting a repository (owner only, 001 §2). On success the dialog closes, the page shows the
 * server's message and the list reloads; a failure shows the server's message here (001 §8).
 */
export function DeleteRepositoryModal({ projectUid, repository, onClose, onDeleted }: DeleteRepositoryModalProps) {
  const deleteRepository = useDeleteRepository();
  const close = () => {
    deleteRepository.reset();
    onClose();
  };
  const isAerie = repository?.platform === 'aerie';
  return (
    <Modal
      open={repository !== null}
      onOpenChange={(open) => !open && !deleteRepository.isPending && close()}
      title="Delete repository?"
      description={repository ? `“${repository.name}” will be removed from this project.` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={deleteRepository.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={deleteRepository.isPending}
            onClick={() =>
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
          >
            Delete repository
          </Button>
        </>
      }
    >
      {deleteRepository.isError ? (
        <Banner tone="error" onDismiss={() => deleteRepository.reset()}>
          {deleteRepository.error.message}
        </Banner>
      ) : repository ? (
        <p className="text-sm text-zinc-600">
          {isAerie
            ? 'Its history on Aerie Git is erased with it and cannot be recovered. Clones people already have are not affected.'
            : `The repository itself stays on ${GIT_PLATFORM_NAMES[repository.platform]}; only its link to this project goes.`}
        </p>
      ) : null}
    </Modal>
  );
}
