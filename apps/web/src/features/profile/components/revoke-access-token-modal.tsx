import type { AccessToken } from '@aerie/contract';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

import { useRevokeAccessToken } from '../api/revoke-access-token';

export interface RevokeAccessTokenModalProps {
  /** The token to revoke; null keeps the dialog closed. */
  token: AccessToken | null;
  onClose: () => void;
  onRevoked: (message: string) => void;
}

/** Confirms revoking a token: anything still using it (a clone, a script) stops working at once. */
export function RevokeAccessTokenModal({ token, onClose, onRevoked }: RevokeAccessTokenModalProps) {
  const revoke = useRevokeAccessToken();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <Modal
      open={token !== null}
      onOpenChange={(open) => !open && !revoke.isPending && close()}
      title="Revoke token?"
      description={token ? `“${token.name}” (${token.prefix}…) stops working at once.` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={revoke.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={revoke.isPending}
            onClick={() =>
              token &&
              revoke.mutate(token.id, {
                onSuccess: (response) => {
                  onRevoked(response.message || 'Token revoked.');
                  close();
                },
              })
            }
          >
            Revoke token
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
          Git clients and scripts that use it will be refused. You can create a new token at any time.
        </p>
      )}
    </Modal>
  );
}
