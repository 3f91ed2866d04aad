import { useState, type KeyboardEvent } from 'react';

import type { Checked } from '../css-values';
import type { StyleProperty } from '../style-context';
import { compactControl } from './field-label';

interface ValueInputProps {
  id: string;
  property: StyleProperty;
  /** Turns what was typed into the value to write, or a message. */
  check: (typed: string) => Checked;
  /** The text shown for a value set here (a length shows its number beside the unit select). */
  display?: (value: string) => string;
  onProblem: (problem: string | null) => void;
  problemId: string;
  hasProblem: boolean;
  /** Width, padding, corners and text colour (the shared classes leave them out). */
  className: string;
  /** Only for an input without a visible label (the sides of the spacing box). */
  ariaLabel?: string;
}

/**
 * A typed value, written when Enter is pressed or the field is left, never on each keystroke (one undo step, one
 * write). Emptying it clears this device's value. An inherited or page value shows as the grey placeholder.
 */
export function ValueInput({
  id,
  property,
  check,
  display = (value) => value,
  onProblem,
  problemId,
  hasProblem,
  ariaLabel,
  className,
}: ValueInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = property.isSetHere ? display(property.resolved!.value) : '';
  const placeholder = property.isSetHere ? '' : display(property.resolved?.value ?? '');

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim() === '') {
      onProblem(null);
      if (property.isSetHere) property.clear();
      return;
    }
    const checked = check(draft);
    if (!checked.ok) {
      setDraft(draft);
      onProblem(checked.problem);
      return;
    }
    onProblem(null);
    if (checked.value !== property.resolved?.value || !property.isSetHere) property.set(checked.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setDraft(null);
      onProblem(null);
    }
  };

  return (
    <input
      id={id}
      value={draft ?? shown}
      placeholder={placeholder}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      spellCheck={false}
      autoComplete="off"
      aria-label={ariaLabel}
      aria-invalid={hasProblem || undefined}
      aria-describedby={hasProblem ? problemId : undefined}
      className={`${compactControl(hasProblem)} ${className}`}
    />
  );
}
