import type { Label } from '@aerie/contract';
import { clsx } from 'clsx';
import { ChevronDown, Tag } from 'lucide-react';

import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuNote,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { LabelChip } from './label-chip';

export interface LabelFilterProps {
  labels: readonly Label[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
}

/** The board's label filter (issue 27): cards with any of the chosen labels; a menu of checkboxes, arrows and Space. */
export function LabelFilter({ labels, chosen, onChange }: LabelFilterProps) {
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...chosen, id] : chosen.filter((chosenId) => chosenId !== id));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={clsx(
          'inline-flex h-9 items-center gap-2 rounded-lg border px-3 text-sm font-medium whitespace-nowrap shadow-sm transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
          chosen.length
            ? 'border-accent-200 bg-accent-50 text-accent-700'
            : 'border-zinc-200 bg-white text-zinc-700 hover:bg-zinc-50',
        )}
      >
        <span className="inline-flex items-center gap-2">
          <Tag className="size-4" aria-hidden="true" />
          {chosen.length ? `Labels (${chosen.length})` : 'All labels'}
        </span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        aria-label="Show cards with any of these labels"
        className="max-h-80 overflow-y-auto"
      >
        {labels.map((label) => (
          <DropdownMenuCheckboxItem
            key={label.id}
            checked={chosen.includes(label.id)}
            onCheckedChange={(checked) => toggle(label.id, checked === true)}
          >
            <LabelChip label={label} />
          </DropdownMenuCheckboxItem>
        ))}
        {labels.length === 0 && (
          <DropdownMenuNote className="border-t-0">This project has no labels yet.</DropdownMenuNote>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
