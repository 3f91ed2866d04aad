import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  isActive?: boolean;
}

/** A square toolbar button: an icon with its name for screen readers and as a tooltip. */
export function IconButton({ label, isActive = false, className, children, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={clsx(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-md transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-500',
        'disabled:pointer-events-none disabled:opacity-40',
        isActive ? 'bg-zinc-900 text-white' : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900',
        className,
      )}
      {...rest}
    >
      {children}
    </button>
  );
}
