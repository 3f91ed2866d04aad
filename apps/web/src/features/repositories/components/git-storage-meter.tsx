import type { GitStorage } from '@aerie/contract';
import { clsx } from 'clsx';

import { formatBytes } from '../format-bytes';

/**
 * The workspace's Aerie Git storage (issue 24): used of the plan's quota, as text and a bar. A push that
 * would pass the quota is refused, so the bar turns amber from 90 %.
 */
export function GitStorageMeter({ storage }: { storage: GitStorage }) {
  const percent = Math.min(100, Math.round((storage.used_bytes / storage.quota_bytes) * 100));
  const label = `${formatBytes(storage.used_bytes)} of ${formatBytes(storage.quota_bytes)} used`;
  return (
    <div className="max-w-sm space-y-1.5">
      <p className="flex justify-between text-xs text-zinc-500">
        <span>Aerie Git storage of this workspace</span>
        <span className="font-medium text-zinc-700">{label}</span>
      </p>
      <div
        role="meter"
        aria-label="Aerie Git storage"
        aria-valuemin={0}
        aria-valuemax={storage.quota_bytes}
        aria-valuenow={Math.min(storage.used_bytes, storage.quota_bytes)}
        aria-valuetext={label}
        className="h-1.5 overflow-hidden rounded-full bg-zinc-100"
      >
        <div
          className={clsx('h-full rounded-full', percent >= 90 ? 'bg-amber-500' : 'bg-accent-500')}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
