import type { Component } from 'grapesjs';
import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { classNameProblem } from './class-names';
import { compactControl, FieldProblem } from './fields/field-label';

interface StyleTargetPickerProps {
  component: Component;
  /** The element's own classes (not the blocks'), in order. */
  classes: readonly string[];
  /** null for "This element". */
  current: string | null;
  onChoose: (className: string | null) => void;
}

/**
 * What the panel styles: this element alone (its `#id` rule) or one of its named classes (`.name`, every element with
 * it follows). A class is added here with its name checked, and removed from this element only.
 */
export function StyleTargetPicker({ component, classes, current, onChoose }: StyleTargetPickerProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = typed.trim();
    const refusal = classNameProblem(name, component.getClasses() as string[]);
    setProblem(refusal);
    if (refusal) return;
    component.addClass(name);
    setTyped('');
    onChoose(name);
  };

  const remove = (name: string) => {
    component.removeClass(name);
    if (current === name) onChoose(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-target`} className="shrink-0 text-[11px] font-medium text-zinc-600">
          Style
        </label>
        <select
          id={`${id}-target`}
          value={current ?? ''}
          onChange={(event) => onChoose(event.target.value || null)}
          className={`${compactControl()} h-7 w-full rounded-md bg-white px-1.5 text-xs text-zinc-900`}
        >
          <option value="">This element</option>
          {classes.map((name) => (
            <option key={name} value={name}>
              .{name} (every element with it)
            </option>
          ))}
        </select>
      </div>
      {classes.length > 0 && (
        <ul aria-label="Classes of this element" className="flex flex-wrap gap-1">
          {classes.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-0.5 rounded bg-zinc-100 py-0.5 pr-0.5 pl-1.5 font-mono text-[11px] text-zinc-700"
            >
              .{name}
              <button
                type="button"
                onClick={() => remove(name)}
                aria-label={`Remove the class ${name} from this element`}
                className="rounded p-0.5 text-zinc-400 hover:bg-zinc-200 hover:text-zinc-800 focus-visible:outline-2 focus-visible:outline-accent-500"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="flex gap-1">
        <input
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Add a class, e.g. card"
          aria-label="New class name"
          aria-invalid={Boolean(problem) || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          spellCheck={false}
          autoComplete="off"
          className={`${compactControl(Boolean(problem))} h-7 w-full rounded-md bg-white px-2 text-xs text-zinc-900 placeholder:text-zinc-400`}
        />
        <button
          type="submit"
          aria-label="Add the class"
          className="inline-flex h-7 shrink-0 items-center rounded-md border border-zinc-300 bg-white px-2 text-zinc-600 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          <Plus className="size-3.5" aria-hidden="true" />
        </button>
      </form>
      <FieldProblem id={`${id}-problem`} problem={problem} />
    </div>
  );
}
