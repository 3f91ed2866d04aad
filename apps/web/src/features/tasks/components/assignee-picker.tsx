import { clsx } from 'clsx';

import { fullName } from '../task-display';
import { AssigneeAvatar, type Person } from './assignee-avatar';

export interface AssigneePickerProps {
  /** Who may be chosen: the project's members, without the signed-in user (docs/product.md § Moving and assigning tasks). */
  people: readonly Person[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  disabled?: boolean;
  /** Shown when there is nobody to choose. */
  emptyText: string;
  label: string;
}

/** A checkbox list of people with their avatars; the ids chosen travel comma-joined. */
export function AssigneePicker({ people, selected, onChange, disabled, emptyText, label }: AssigneePickerProps) {
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{label}</legend>
      {people.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 px-3 py-3 text-sm text-zinc-500">{emptyText}</p>
      ) : (
        <ul className="max-h-48 divide-y divide-zinc-100 overflow-y-auto rounded-lg border border-zinc-200">
          {people.map((person) => {
            const isChosen = selected.includes(person.id);
            return (
              <li key={person.id}>
                <label
                  className={clsx(
                    'flex cursor-pointer items-center gap-3 px-3 py-2 transition-colors hover:bg-zinc-50',
                    isChosen && 'bg-accent-50/60',
                  )}
                >
                  <input
                    type="checkbox"
                    checked={isChosen}
                    onChange={(event) => toggle(person.id, event.target.checked)}
                    className="size-4 shrink-0 rounded border-zinc-300 accent-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
                  />
                  <AssigneeAvatar person={person} size="sm" className="ring-0!" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-zinc-900">{fullName(person)}</span>
                    <span className="block truncate text-xs text-zinc-500">{person.email}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
