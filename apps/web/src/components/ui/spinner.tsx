import { clsx } from 'clsx';

export interface SpinnerProps {
  className?: string;
}

/** A small circular spinner; inherits the current text colour. Decorative: wrap it in a labelled status. */
export function Spinner({ className }: SpinnerProps) {
  return (
    <svg className={clsx('size-4 animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
