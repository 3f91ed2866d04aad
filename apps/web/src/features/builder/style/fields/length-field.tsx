import { useId, useState } from 'react';

import { checkLength, splitLength, type LengthRules } from '../css-values';
import { useStyleProperty } from '../style-context';
import { FieldLabel, FieldProblem, compactControl } from './field-label';
import { ValueInput } from './value-input';

/** A length with its unit select (px, rem, em, % …). No upper bound on any size (issue 29). */
export function LengthField({ property, label, rules }: { property: string; label: string; rules: LengthRules }) {
  const id = useId();
  const style = useStyleProperty(property);
  const [problem, setProblem] = useState<string | null>(null);
  const current = style.resolved ? splitLength(style.resolved.value) : null;
  const [chosenUnit, setChosenUnit] = useState<string | null>(null);
  const unit = chosenUnit ?? (current && current.unit ? current.unit : rules.defaultUnit);

  const changeUnit = (next: string) => {
    setChosenUnit(next);
    // A value set on this device keeps its number in the new unit; otherwise the unit waits for a typed number.
    if (style.isSetHere && current) style.set(`${current.amount}${next}`);
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} property={style} />
      <div className="flex min-w-0">
        <ValueInput
          id={id}
          property={style}
          check={(typed) => checkLength(typed, rules, unit)}
          display={(value) => {
            const parts = splitLength(value);
            return parts && parts.unit === unit ? parts.amount : value;
          }}
          onProblem={setProblem}
          problemId={`${id}-problem`}
          hasProblem={Boolean(problem)}
          className="h-7 flex-1 bg-white text-xs rounded-l-md placeholder:text-zinc-400 px-2 text-zinc-900"
        />
        <select
          aria-label={`${label} unit`}
          value={unit}
          onChange={(event) => changeUnit(event.target.value)}
          className={`${compactControl()} h-7 w-12 shrink-0 rounded-r-md border-l-0 bg-zinc-50 px-1 text-[11px] text-zinc-600`}
        >
          {rules.defaultUnit === '' && <option value="">–</option>}
          {rules.units.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <FieldProblem id={`${id}-problem`} problem={problem} />
    </div>
  );
}
