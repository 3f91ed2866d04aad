import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  className?: string;
}

type Slot = number | 'gap-start' | 'gap-end';

/** Pages to show: first, last, and a window around the current one, with gaps between. */
function pageSlots(page: number, pageCount: number, siblings: number): Slot[] {
  const slots: Slot[] = [];
  const start = Math.max(2, page - siblings);
  const end = Math.min(pageCount - 1, page + siblings);
  slots.push(1);
  if (start > 2) slots.push('gap-start');
  for (let p = start; p <= end; p += 1) slots.push(p);
  if (end < pageCount - 1) slots.push('gap-end');
  if (pageCount > 1) slots.push(pageCount);
  return slots;
}

const item =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:pointer-events-none disabled:opacity-40';

export function Pagination({ page, pageCount, onPageChange, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  const wide = pageSlots(page, pageCount, 1);
  const narrow = new Set(pageSlots(page, pageCount, 0));

  return (
    <nav aria-label="Pagination" className={clsx('flex items-center justify-center gap-1', className)}>
      <button
        type="button"
        className={clsx(item, 'text-zinc-600 hover:bg-zinc-100')}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        <span className="hidden pr-1 sm:inline">Previous</span>
      </button>
      {wide.map((slot) =>
        typeof slot === 'number' ? (
          <button
            key={slot}
            type="button"
            onClick={() => onPageChange(slot)}
            aria-current={slot === page ? 'page' : undefined}
            aria-label={`Page ${slot}`}
            className={clsx(
              item,
              // On phones only the first, last and current page show.
              !narrow.has(slot) && 'hidden sm:inline-flex',
              slot === page ? 'bg-accent-600 text-white shadow-sm' : 'text-zinc-700 hover:bg-zinc-100',
            )}
          >
            {slot}
          </button>
        ) : (
          <span
            key={slot}
            className={clsx('px-1 text-sm text-zinc-500', !narrow.has(slot) && 'hidden sm:inline')}
            aria-hidden="true"
          >
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={clsx(item, 'text-zinc-600 hover:bg-zinc-100')}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
        aria-label="Next page"
      >
        <span className="hidden pl-1 sm:inline">Next</span>
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
