import type { Integration } from '@aerie/contract';

import { ConfirmModal } from '@/components/ui/confirm-modal';

import { useRevokeIntegration } from '../api/revoke-integration';
import { reloadWithoutQuery } from '../browser-navigation';

export interface RemoveIntegrationModalProps {
  workspaceSlug: string;
  /** The platform to disconnect; null keeps the dialog closed. */
  integration: Integration | null;
  onClose: () => void;
}

/**
 * Remove Integration: the workspace forgets the platform's tokens, then the page reloads without its query
 * string (docs/product.md § Git integrations). Repositories already imported stay in their projects. A failure shows
 * the server's message.
 */
export function RemoveIntegrationModal({ workspaceSlug, integration, onClose }: RemoveIntegrationModalProps) {
  const revoke = useRevokeIntegration();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmModal
      open={integration !== null}
      title={integration ? `Remove ${integration.name}?` : 'Remove integration?'}
      confirmLabel="Remove Integration"
      // The page reloads on success: the dialog keeps waiting until it does.
      isPending={revoke.isPending || revoke.isSuccess}
      failure={revoke.isError ? revoke.error.message : null}
      onConfirm={() =>
        integration &&
        revoke.mutate({ workspaceSlug, platform: integration.platform }, { onSuccess: () => reloadWithoutQuery() })
      }
      onCancel={close}
    >
      <p>
        This workspace will no longer list or import repositories from {integration?.name}. Repositories already
        imported stay in their projects; you can connect again at any time.
      </p>
    </ConfirmModal>
  );
}
