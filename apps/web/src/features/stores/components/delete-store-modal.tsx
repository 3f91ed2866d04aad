import { DELAYS_MS, STORE_MESSAGES, type Store } from '@aerie/contract';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAfterDelay } from '@/lib/use-after-delay';

import { useDeleteStore } from '../api/delete-store';
import { useReloadStores } from '../api/list-stores';

export interface DeleteStoreModalProps {
  /** The store to delete; null keeps the dialog closed. */
  store: Store | null;
  onClose: () => void;
}

/**
 * Confirms deleting a store (docs/product.md § Stores list, admin only): on success the server's message shows and 2.5
 * s later the dialog closes and the list reloads (docs/product.md § Stores list); a failure shows the server's message
 * in a red alert (docs/product.md § Error catalogue, the spec's FAILED state) and the dialog stays, so the admin can
 * try again.
 */
export function DeleteStoreModal({ store, onClose }: DeleteStoreModalProps) {
  const deleteStore = useDeleteStore();
  const reloadStores = useReloadStores();
  const isDeleted = deleteStore.isSuccess;

  const finish = () => {
    if (isDeleted && store) void reloadStores(store.project_uid);
    deleteStore.reset();
    onClose();
  };
  useAfterDelay(isDeleted, DELAYS_MS.websiteOrStoreAction, finish);

  return (
    <Modal
      open={store !== null}
      onOpenChange={(open) => !open && !deleteStore.isPending && finish()}
      title="Delete store?"
      description={
        store && !isDeleted
          ? `“${store.name}” will be taken offline and deleted with its seller account, products and orders. This cannot be undone.`
          : undefined
      }
      footer={
        isDeleted ? undefined : (
          <>
            <Button variant="secondary" onClick={finish} disabled={deleteStore.isPending}>
              Cancel
            </Button>
            <Button variant="danger" loading={deleteStore.isPending} onClick={() => store && deleteStore.mutate(store)}>
              Delete store
            </Button>
          </>
        )
      }
    >
      {isDeleted ? (
        <Banner tone="success">{deleteStore.data.message || STORE_MESSAGES.deleted}</Banner>
      ) : deleteStore.isError ? (
        <Banner tone="error" onDismiss={() => deleteStore.reset()}>
          {deleteStore.error.message}
        </Banner>
      ) : (
        <p className="text-sm text-zinc-600">
          Its storefront at {store?.store.full_domain} stops answering straight away, and its seller can no longer log
          in.
        </p>
      )}
    </Modal>
  );
}
