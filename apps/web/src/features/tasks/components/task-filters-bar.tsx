import { TASK_PRIORITIES, type Label, type TaskPriority } from '@aerie/contract';
import { clsx } from 'clsx';
import { Search, UserRound, X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';

import { PRIORITY_LABELS, fullName } from '../task-display';
import { hasActiveFilters, NO_FILTERS, type TaskFilters } from '../task-filters';
import type { Person } from './assignee-avatar';
import { LabelFilter } from './label-filter';

export interface TaskFiltersBarProps {
  filters: TaskFilters;
  onChange: (filters: TaskFilters) => void;
  /** Every member of the project, the signed-in user included. */
  people: readonly Person[];
  /** The project's labels, offered by the label filter. */
  labels: readonly Label[];
}

/** Search, assignee, priority, labels and "My tasks": views of the board that never change its order. */
export function TaskFiltersBar({ filters, onChange, people, labels }: TaskFiltersBarProps) {
  const set = (changes: Partial<TaskFilters>) => onChange({ ...filters, ...changes });
  return (
    <div
      role="search"
      aria-label="Filter tasks"
      className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <label className="relative block sm:w-56">
        <span className="sr-only">Search task titles and keys</span>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
          placeholder="Search tasks"
          className="h-9 pl-9"
        />
      </label>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <label className="block sm:w-44">
          <span className="sr-only">Assignee</span>
          <Select
            value={String(filters.assignee)}
            onChange={(event) => {
              const { value } = event.target;
              set({ assignee: value === 'all' || value === 'unassigned' ? value : Number(value) });
            }}
            className="h-9"
          >
            <option value="all">All assignees</option>
            <option value="unassigned">Unassigned</option>
            {people.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {fullName(person)}
              </option>
            ))}
          </Select>
        </label>
        <label className="block sm:w-40">
          <span className="sr-only">Priority</span>
          <Select
            value={filters.priority}
            onChange={(event) => set({ priority: event.target.value as TaskPriority | 'all' })}
            className="h-9"
          >
            <option value="all">All priorities</option>
            {TASK_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {PRIORITY_LABELS[priority]}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <LabelFilter labels={labels} chosen={filters.labels} onChange={(chosen) => set({ labels: chosen })} />
        <button
          type="button"
          aria-pressed={filters.onlyMine}
          onClick={() => set({ onlyMine: !filters.onlyMine })}
          className={clsx(
            'inline-flex h-9 items-center gap-2 rounded-lg border px-3 text-sm font-medium whitespace-nowrap shadow-sm transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
            filters.onlyMine
              ? 'border-accent-200 bg-accent-50 text-accent-700'
              : 'border-zinc-200 bg-white text-zinc-700 hover:bg-zinc-50',
          )}
        >
          <UserRound className="size-4" aria-hidden="true" />
          My tasks
        </button>
        {hasActiveFilters(filters) && (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            <X className="size-4" aria-hidden="true" />
            Clear
          </Button>
        )}
      </div>
    </div>
  );
}
