import type { WebsiteContent, WebsiteRevision } from '@aerie/contract';
import { Eye, Pencil } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { useWebsiteRevisions } from '../api/list-website-revisions';
import { previewWebsiteRevision } from '../api/preview-website-revision';
import { useRestoreWebsiteRevision } from '../api/restore-website-revision';
import { authorName, formatHistoryTime } from '../history-time';
import { RevisionNameForm } from './revision-name-form';

interface RevisionListProps {
  uuid: string;
  /** The revision the editor holds: restoring is refused if the site moved on since. */
  revision: number;
  canRestore: boolean;
  onRestored: (content: WebsiteContent) => void;
}

/**
 * Opens a revision's preview in a new tab. The tab is opened on the click itself (a tab opened after a network
 * wait is a popup browsers block), then sent to the preview address once the server has given it.
 */
async function openPreview(uuid: string, revision: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { data } = await previewWebsiteRevision(uuid, revision);
    if (!tab) {
      window.open(data.url, '_blank', 'noopener');
      return;
    }
    // The preview must not reach back into the builder.
    tab.opener = null;
    tab.location.href = data.url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The last saved revisions: when and by whom, an optional name, a preview, and restore (after a confirmation). */
export function RevisionList({ uuid, revision, canRestore, onRestored }: RevisionListProps) {
  const revisions = useWebsiteRevisions(uuid, true);
  const restore = useRestoreWebsiteRevision();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [naming, setNaming] = useState<number | null>(null);
  const [previewProblem, setPreviewProblem] = useState<string | null>(null);

  const confirm = () => {
    if (confirming === null) return;
    restore.mutate({ uuid, restore: confirming, revision }, { onSuccess: ({ data }) => onRestored(data) });
  };
  const preview = (each: WebsiteRevision) => {
    setPreviewProblem(null);
    openPreview(uuid, each.revision).catch((error: unknown) =>
      setPreviewProblem(error instanceof Error ? error.message : 'The preview could not be opened. Try again'),
    );
  };

  if (revisions.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-zinc-500">
        <Spinner /> Loading revisions…
      </p>
    );
  }
  if (revisions.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {revisions.error.message}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y divide-zinc-100">
        {revisions.data.map((each) => (
          <li key={each.revision} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
            <div className="min-w-0 flex-1 basis-48">
              <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-zinc-900">
                <span className="break-words">{each.name ?? `Revision ${each.revision}`}</span>
                {each.name && <span className="text-xs font-normal text-zinc-500">Revision {each.revision}</span>}
                {each.revision === revision && <span className="text-xs font-normal text-zinc-500">open now</span>}
                {each.published && (
                  <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-[11px] font-medium text-emerald-700">
                    Live
                  </span>
                )}
              </p>
              <p className="text-xs text-zinc-500">
                <time dateTime={each.saved_at}>{formatHistoryTime(each.saved_at)}</time>
                {authorName(each.saved_by) && ` · ${authorName(each.saved_by)}`}
              </p>
            </div>
            {naming === each.revision ? (
              <RevisionNameForm uuid={uuid} revision={each} onDone={() => setNaming(null)} />
            ) : confirming === each.revision ? (
              <span className="flex gap-1">
                <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
                  Cancel
                </Button>
                <Button size="sm" onClick={confirm} loading={restore.isPending}>
                  Restore
                </Button>
              </span>
            ) : (
              <span className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Preview revision ${each.revision}`}
                  title="Preview in a new tab"
                  onClick={() => preview(each)}
                >
                  <Eye className="size-4" aria-hidden="true" />
                </Button>
                {canRestore && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Name revision ${each.revision}`}
                    title="Name this revision"
                    onClick={() => setNaming(each.revision)}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!canRestore || each.revision === revision}
                  onClick={() => setConfirming(each.revision)}
                >
                  Restore…
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {confirming !== null && (
        <p className="text-xs text-zinc-600">
          Restoring revision {confirming} replaces the draft in the editor; the current one stays in this list.
        </p>
      )}
      {(restore.isError || previewProblem) && (
        <p role="alert" className="text-sm text-red-600">
          {restore.error?.message ?? previewProblem}
        </p>
      )}
    </div>
  );
}
