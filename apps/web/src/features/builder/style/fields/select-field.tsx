import { useId } from 'react';

import { useStyleProperty } from '../style-context';
import { FieldLabel, compactControl } from './field-label';

export interface Choice {
  value: string;
  label: string;
}

/**
 * A property chosen from a list. Its first option is what the device shows without a value of its own ("700 · from
 * Desktop"); choosing it clears this device's value.
 */
export function SelectField({
  property,
  label,
  choices,
}: {
  property: string;
  label: string;
  choices: readonly Choice[];
}) {
  const id = useId();
  const style = useStyleProperty(property);
  const value = style.isSetHere ? style.resolved!.value : '';
  const known = choices.find((choice) => choice.value === style.resolved?.value);
  const shownValue = known?.label ?? style.resolved?.value ?? '—';
  const fallback = style.isSetHere ? 'Not set here' : shownValue;
  const isUnlisted = style.isSetHere && !choices.some((choice) => choice.value === value);

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} property={style} />
      <select
        id={id}
        value={value}
        onChange={(event) => (event.target.value ? style.set(event.target.value) : style.clear())}
        className={`${compactControl()} h-7 w-full rounded-md bg-white pr-1 text-xs pl-1.5 ${style.isSetHere ? 'text-zinc-900' : 'text-zinc-400'}`}
      >
        <option value="">{fallback}</option>
        {isUnlisted && <option value={value}>{value}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} className="text-zinc-900">
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
