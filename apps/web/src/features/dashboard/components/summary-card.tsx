import type { LucideIcon } from 'lucide-react';

export interface SummaryCardProps {
  icon: LucideIcon;
  label: string;
  total: number;
  active: number;
}

/** One overview count (docs/product.md § Dashboard overview): the total, with how many of them are ACTIVE. */
export function SummaryCard({ icon: Icon, label, total, active }: SummaryCardProps) {
  return (
    <div className="min-w-0 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs shadow-zinc-900/5 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-zinc-500">{label}</p>
        <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-zinc-100 text-zinc-500 sm:flex">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-2 text-2xl sm:mt-3 sm:text-3xl font-semibold tracking-tight text-zinc-900 tabular-nums">
        {total}
      </p>
      <p className="mt-1 flex items-center gap-1.5 text-xs font-medium text-zinc-500">
        <span className="size-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
        <span className="tabular-nums">{active}</span> ACTIVE
      </p>
    </div>
  );
}
