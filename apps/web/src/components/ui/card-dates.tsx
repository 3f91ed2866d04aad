import { CalendarPlus, History } from 'lucide-react';

import { formatDate } from '@/lib/format-date';

export interface CardDatesProps {
  createdAt: string;
  updatedAt: string;
  /** What the second date is called on this card ('Last edit', 'Updated'). */
  updatedLabel: string;
  /** What the first date is called ('Added at' on a repository, docs/product.md § Repositories page). */
  createdLabel?: string;
}

/** The created and last-changed dates at the foot of a project, website or store card (docs/product.md § Projects list). */
export function CardDates({ createdAt, updatedAt, updatedLabel, createdLabel = 'Created' }: CardDatesProps) {
  return (
    <dl className="mt-auto grid grid-cols-2 gap-3 pt-1 text-xs">
      <div>
        <dt className="flex items-center gap-1 text-zinc-500">
          <CalendarPlus className="size-3.5" aria-hidden="true" />
          {createdLabel}
        </dt>
        <dd className="mt-0.5 font-medium text-zinc-700">{formatDate(createdAt)}</dd>
      </div>
      <div>
        <dt className="flex items-center gap-1 text-zinc-500">
          <History className="size-3.5" aria-hidden="true" />
          {updatedLabel}
        </dt>
        <dd className="mt-0.5 font-medium text-zinc-700">{formatDate(updatedAt)}</dd>
      </div>
    </dl>
  );
}
