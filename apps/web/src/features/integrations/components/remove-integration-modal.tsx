import type { Integration } from '@aerie/contract';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

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
 * string (001 §4). Repositories already imported stay in their projects. A failure shows the server's message.
 */
export function RemoveIntegrationModal({ workspaceSlug, integration, onClose }: RemoveIntegrationModalProps) {
  const revoke = useRevokeIntegration();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <Modal
      open={integration !== null}
      onOpenChange={(open) => !open && !revoke.isPending && close()}
      title={integration ? `Remove ${integration.name}?` : 'Remove integration?'}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={revoke.isPending || revoke.isSuccess}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={revoke.isPending || revoke.isSuccess}
            onClick={() =>
              integration &&
              revoke.mutate(
                { workspaceSlug, platform: integration.platform },
                { onSuccess: () => reloadWithoutQuery() },
              )
            }
          >
            Remove Integration
          </Button>
        </>
      }
    >
      {revoke.isError ? (
        <Banner tone="error" onDismiss={() => revoke.reset()}>
          {revoke.error.message}
        </Banner>
      ) : (
        <p className="text-sm text-zinc-600">
          This workspace will no longer list or import repositories from {integration?.name}. Repositories already
          imported stay in their projects; you can connect again at any time.
        </p>
      )}
    </Modal>
  );
}
