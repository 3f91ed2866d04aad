import { clsx } from 'clsx';
import { useId } from 'react';

export interface LogoProps {
  className?: string;
  withWordmark?: boolean;
}

/** Aerie's mark: an eyrie on a peak — twin summits with a bird gliding above — on an accent tile. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={clsx('size-8 shrink-0', className)} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--color-accent-500)' }} />
          <stop offset="1" style={{ stopColor: 'var(--color-accent-700)' }} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M5.5 24.5 13.2 10.2l4.6 8.3 2.6-4.4 6.1 10.4H5.5Z" fill="#fff" />
      <path d="m13.2 10.2 2.3 4.2-2.3-1.2-2.1 1.6 2.1-4.6Z" style={{ fill: 'var(--color-accent-200)' }} />
      <path
        d="M18.6 8.6c1.1-1.2 2.3-1.2 3.3 0 1-1.2 2.2-1.2 3.3 0"
        fill="none"
        stroke="#fff"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className, withWordmark = true }: LogoProps) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <LogoMark />
      {withWordmark ? (
        <span className="text-lg font-semibold tracking-tight text-zinc-900">Aerie</span>
      ) : (
        <span className="sr-only">Aerie</span>
      )}
    </span>
  );
}
