import type { AccessToken } from '@aerie/contract';

import { ConfirmModal } from '@/components/ui/confirm-modal';

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
    <ConfirmModal
      open={token !== null}
      title="Revoke token?"
      description={token ? `“${token.name}” (${token.prefix}…) stops working at once.` : undefined}
      confirmLabel="Revoke token"
      isPending={revoke.isPending}
      failure={revoke.isError ? revoke.error.message : null}
      onConfirm={() =>
        token &&
        revoke.mutate(token.id, {
          onSuccess: (response) => {
            onRevoked(response.message || 'Token revoked.');
            close();
          },
        })
      }
      onCancel={close}
    >
      <p>Git clients and scripts that use it will be refused. You can create a new token at any time.</p>
    </ConfirmModal>
  );
}
