import { clsx } from 'clsx';
import { AlertTriangle, CheckCircle2, Info, X, XCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type BannerTone = 'error' | 'success' | 'info' | 'warning';

export interface BannerProps {
  tone: BannerTone;
  children: ReactNode;
  /** Shows a close button. A notice that clears itself is `useNotice` with `NoticeBanner`. */
  onDismiss?: () => void;
  className?: string;
}

const tones: Record<BannerTone, { box: string; icon: LucideIcon; iconColour: string }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: XCircle, iconColour: 'text-red-500' },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    icon: CheckCircle2,
    iconColour: 'text-emerald-500',
  },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-800', icon: Info, iconColour: 'text-sky-500' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-800', icon: AlertTriangle, iconColour: 'text-amber-500' },
};

export function Banner({ tone, children, onDismiss, className }: BannerProps) {
  const { box, icon: Icon, iconColour } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', box, className)}
    >
      <Icon className={clsx('mt-0.5 size-4 shrink-0', iconColour)} aria-hidden="true" />
      <div className="min-w-0 flex-1 leading-5">{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-my-1 -mr-2 rounded-md p-1 opacity-70 transition hover:bg-black/5 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
