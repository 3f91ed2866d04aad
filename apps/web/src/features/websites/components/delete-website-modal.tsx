import { DELAYS_MS, MESSAGES, type Website } from '@aerie/contract';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

import { useDeleteWebsite } from '../api/delete-website';
import { useReloadWebsites } from '../api/update-website';
import { useAfterDelay } from '@/lib/use-after-delay';

export interface DeleteWebsiteModalProps {
  /** The site to delete; null keeps the dialog closed. */
  website: Website | null;
  onClose: () => void;
}

/**
 * Confirms deleting a site (docs/product.md § Websites list, admin only): on success the server's message shows and 2.5
 * s later the dialog closes and the list reloads (docs/product.md § Websites list); a failure shows the server's
 * message in a red alert (docs/product.md § Error catalogue) and the dialog stays, so the admin can try again.
 */
export function DeleteWebsiteModal({ website, onClose }: DeleteWebsiteModalProps) {
  const deleteWebsite = useDeleteWebsite();
  const reloadWebsites = useReloadWebsites();
  const isDeleted = deleteWebsite.isSuccess;

  const finish = () => {
    if (isDeleted && website) void reloadWebsites(website.project_uid);
    deleteWebsite.reset();
    onClose();
  };
  useAfterDelay(isDeleted, DELAYS_MS.websiteOrStoreAction, finish);

  return (
    <Modal
      open={website !== null}
      onOpenChange={(open) => !open && !deleteWebsite.isPending && finish()}
      title="Delete website?"
      description={
        website && !isDeleted
          ? `“${website.name}” will be taken offline and deleted with its pages, images and saved versions. This cannot be undone.`
          : undefined
      }
      footer={
        isDeleted ? undefined : (
          <>
            <Button variant="secondary" onClick={finish} disabled={deleteWebsite.isPending}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={deleteWebsite.isPending}
              onClick={() => website && deleteWebsite.mutate(website)}
            >
              Delete website
            </Button>
          </>
        )
      }
    >
      {isDeleted ? (
        <Banner tone="success">{deleteWebsite.data.message || MESSAGES.websiteDeleted}</Banner>
      ) : deleteWebsite.isError ? (
        <Banner tone="error" onDismiss={() => deleteWebsite.reset()}>
          {deleteWebsite.error.message}
        </Banner>
      ) : (
        <p className="text-sm text-zinc-600">
          Anyone opening its address will no longer find it. Members of the project lose it straight away.
        </p>
      )}
    </Modal>
  );
}
