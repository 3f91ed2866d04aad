import { DEPLOYMENT_MESSAGES, type Deployment } from '@aerie/contract';

import { ConfirmModal } from '@/components/ui/confirm-modal';

import { useDeleteDeployment } from '../api/delete-deployment';

export interface DeleteDeploymentModalProps {
  projectUid: string;
  /** The deployment to delete; null keeps the dialog closed. */
  deployment: Deployment | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

/** Confirms deleting a deployment (owner only). A running run is stopped; deployed files stay on the server. */
export function DeleteDeploymentModal({ projectUid, deployment, onClose, onDeleted }: DeleteDeploymentModalProps) {
  const deleteDeployment = useDeleteDeployment();
  const close = () => {
    deleteDeployment.reset();
    onClose();
  };
  return (
    <ConfirmModal
      open={deployment !== null}
      title="Delete deployment?"
      description={deployment ? `${deployment.branch} will no longer deploy to ${deployment.server.name}.` : undefined}
      confirmLabel="Delete deployment"
      isPending={deleteDeployment.isPending}
      failure={deleteDeployment.isError ? deleteDeployment.error.message : null}
      onConfirm={() =>
        deployment &&
        deleteDeployment.mutate(
          { projectUid, slug: deployment.slug },
          {
            onSuccess: (response) => {
              onDeleted(response.message || DEPLOYMENT_MESSAGES.deleted);
              close();
            },
          },
        )
      }
      onCancel={close}
    >
      <p>
        A run in progress is stopped, and its runs, build commands and variables are deleted. The files already at{' '}
        <span className="font-mono text-xs break-all text-zinc-800">{deployment?.deploy_path}</span> stay on the server.
      </p>
    </ConfirmModal>
  );
}
