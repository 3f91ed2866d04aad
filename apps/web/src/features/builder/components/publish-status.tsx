import type { WebsiteChanges } from '@aerie/contract';
import { clsx } from 'clsx';

import { useWebsiteChanges } from '../api/get-website-changes';
import { formatHistoryTime } from '../history-time';
import { hasUnsavedChanges } from '../save-state';
import type { BuilderContext } from './builder-editor';

type Status = WebsiteChanges['status'];

const LABEL: Record<Status, string> = {
  not_published: 'Not published yet',
  published: 'Published',
  unpublished_changes: 'Unpublished changes',
};

const TONE: Record<Status, { text: string; dot: string }> = {
  not_published: { text: 'text-zinc-600', dot: 'bg-zinc-400' },
  published: { text: 'text-emerald-700', dot: 'bg-emerald-500' },
  unpublished_changes: { text: 'text-amber-700', dot: 'bg-amber-500' },
};

/**
 * Where the draft stands against the live site (docs/product.md § Draft and live), beside Publish: "Saved" is not
 * "live". Edits not saved yet already make a published site's draft differ; the server's answer follows each
 * autosave and publish.
 */
export function PublishStatus({ context }: { context: BuilderContext }) {
  const { website, saver } = context;
  const changes = useWebsiteChanges(website.uuid, saver.state.revision, website.published_at);
  if (!changes.data) return null;
  const status: Status =
    changes.data.status === 'published' && hasUnsavedChanges(saver.state) ? 'unpublished_changes' : changes.data.status;
  const lastPublished = changes.data.published_at
    ? `Last published ${formatHistoryTime(changes.data.published_at)}`
    : undefined;
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5">
      <p
        role="status"
        aria-live="polite"
        className={clsx('flex items-center gap-1.5 text-xs font-medium', TONE[status].text)}
      >
        <span className={clsx('size-2 shrink-0 self-center rounded-full', TONE[status].dot)} aria-hidden="true" />
        {LABEL[status]}
      </p>
      {lastPublished && <p className="text-[11px] text-zinc-500">{lastPublished}</p>}
    </div>
  );
}
