import { clsx } from 'clsx';
import { Lock, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface NewItemTileProps {
  title: string;
  description: string;
  /** Where the tile leads, or what it does: one of the two. */
  to?: string;
  onClick?: () => void;
  /**
   * Why the user may not add one (their role, say): the tile is then no control, and shows the reason in
   * place of its description, so it is read by everyone, with no hover or focus needed.
   */
  disabledReason?: string;
  /** Its height from 640 px, matching the grid's cards. */
  className?: string;
}

const shape =
  'flex items-center gap-4 rounded-xl border-2 border-dashed p-5 text-left sm:flex-col sm:justify-center sm:gap-3 sm:p-6 sm:text-center';

/** The dashed first tile of a grid of websites, stores or repositories: the way to a new one. */
export function NewItemTile({ title, description, to, onClick, disabledReason, className }: NewItemTileProps) {
  if (disabledReason) {
    return (
      <div className={clsx(shape, 'border-zinc-200 bg-zinc-50/60', className)}>
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-zinc-100 text-zinc-400 ring-1 ring-zinc-200">
          <Lock className="size-5" aria-hidden="true" />
        </span>
        <span>
          <span className="block text-sm font-semibold text-zinc-500">{title}</span>
          <span className="mt-1 block text-sm text-zinc-500">{disabledReason}</span>
        </span>
      </div>
    );
  }
  const classes = clsx(
    shape,
    'group border-zinc-300 bg-white/60 transition-colors hover:border-accent-400 hover:bg-accent-50/40',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
    className,
  );
  const content: ReactNode = (
    <>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-600 ring-1 ring-accent-100 transition-colors group-hover:bg-accent-100">
        <Plus className="size-5" aria-hidden="true" />
      </span>
      <span>
        <span className="block text-sm font-semibold text-zinc-900">{title}</span>
        <span className="mt-1 block text-sm text-zinc-500">{description}</span>
      </span>
    </>
  );
  if (to !== undefined) {
    return (
      <Link to={to} className={classes}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" onClick={onClick} className={classes}>
      {content}
    </button>
  );
}
