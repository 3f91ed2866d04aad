import { clsx } from 'clsx';

import { Spinner } from './spinner';

export interface LoadingOverlayProps {
  show?: boolean;
  label?: string;
  /** Cover the whole viewport instead of the nearest positioned parent. */
  fullScreen?: boolean;
  className?: string;
}

export function LoadingOverlay({
  show = true,
  label = 'Loading…',
  fullScreen = false,
  className,
}: LoadingOverlayProps) {
  if (!show) return null;
  return (
    <div
      role="status"
      aria-busy="true"
      aria-live="polite"
      className={clsx(
        fullScreen ? 'fixed' : 'absolute',
        'inset-0 z-40 flex items-center justify-center bg-white/70 backdrop-blur-[1px]',
        className,
      )}
    >
      <div className="flex items-center gap-3 rounded-xl border border-zinc-200 bg-white px-4 py-3 text-sm text-zinc-600 shadow-sm">
        <Spinner className="size-5 text-accent-600" />
        <span>{label}</span>
      </div>
    </div>
  );
}
