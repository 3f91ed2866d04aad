import type { WebsiteContent } from '@aerie/contract';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';

import { useWebsiteRevisions } from '../api/list-website-revisions';
import { useRestoreWebsiteRevision } from '../api/restore-website-revision';

interface RevisionsModalProps {
  uuid: string;
  /** The revision the editor holds: restoring is refused if the site moved on since. */
  revision: number;
  canRestore: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestored: (content: WebsiteContent) => void;
}

/** The last saved revisions; restoring one (after a confirmation) makes it the draft and reloads the editor. */
export function RevisionsModal({ uuid, revision, canRestore, open, onOpenChange, onRestored }: RevisionsModalProps) {
  const revisions = useWebsiteRevisions(uuid, open);
  const restore = useRestoreWebsiteRevision();
  const [confirming, setConfirming] = useState<number | null>(null);

  const confirm = () => {
    if (confirming === null) return;
    restore.mutate(
      { uuid, restore: confirming, revision },
      {
        onSuccess: ({ data }) => {
          onRestored(data);
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Revisions"
      description="Every save is kept; bring back an earlier one if an edit went wrong."
    >
      {revisions.isPending && (
        <p className="flex items-center gap-2 text-sm text-zinc-500">
          <Spinner /> Loading revisions…
        </p>
      )}
      {revisions.isError && (
        <p role="alert" className="text-sm text-red-600">
          {revisions.error.message}
        </p>
      )}
      {revisions.data && (
        <ul className="flex flex-col divide-y divide-zinc-100">
          {revisions.data.map((each) => (
            <li key={each.revision} className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-zinc-900">
                  Revision {each.revision}
                  {each.revision === revision && (
                    <span className="ml-2 text-xs font-normal text-zinc-500">open now</span>
                  )}
                  {each.published && (
                    <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-[11px] font-medium text-emerald-700">
                      Live
                    </span>
                  )}
                </p>
                <p className="text-xs text-zinc-500">
                  {formatDate(each.saved_at)}
                  {each.saved_by && ` · ${each.saved_by.first} ${each.saved_by.last}`}
                </p>
              </div>
              {confirming === each.revision ? (
                <span className="flex gap-1">
                  <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
                    Cancel
                  </Button>
                  <Button size="sm" onClick={confirm} loading={restore.isPending}>
                    Restore
                  </Button>
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!canRestore || each.revision === revision}
                  onClick={() => setConfirming(each.revision)}
                >
                  Restore…
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {confirming !== null && (
        <p className="mt-3 text-xs text-zinc-600">
          Restoring revision {confirming} replaces the draft in the editor; the current one stays in this list.
        </p>
      )}
      {restore.isError && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {restore.error.message}
        </p>
      )}
    </Modal>
  );
}
