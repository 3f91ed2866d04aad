import { useId } from 'react';

import { SIZE_UNITS, asHexColour, splitLength } from '../editor/theme';

/** The controls of one text style, each a labelled row that fits the 220 px side panel. */

interface RowProps {
  label: string;
  children: (id: string) => React.ReactNode;
}

function Row({ label, children }: RowProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-2">
      <label htmlFor={id} className="min-w-0 text-xs leading-tight text-zinc-600">
        {label}
      </label>
      <span className="flex shrink-0 items-center gap-1">{children(id)}</span>
    </div>
  );
}

// No spin buttons: they would take a third of a field this narrow (the arrow keys still step).
const numberClass =
  'h-7 w-12 rounded-md border border-zinc-200 bg-white px-1.5 text-right text-xs tabular-nums [appearance:textfield] focus-visible:outline-2 focus-visible:outline-accent-500 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none';
// Native selects, narrower than the form Select (its chevron needs room the 220 px panel does not have).
const selectClass =
  'h-7 rounded-md border border-zinc-200 bg-white px-1 text-xs focus-visible:outline-2 focus-visible:outline-accent-500';

interface ValueProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A size with its unit (px, rem, em, %), no upper bound: the style is the user's, not ours. */
export function SizeControl({ label, value, onChange }: ValueProps) {
  const length = splitLength(value) ?? { amount: '', unit: 'rem' };
  const unit = length.unit || 'px';
  return (
    <Row label={label}>
      {(id) => (
        <>
          <input
            id={id}
            type="number"
            min={0}
            step={unit === 'px' || unit === '%' ? 1 : 0.125}
            value={length.amount}
            onChange={(event) => event.target.value !== '' && onChange(`${event.target.value}${unit}`)}
            className={numberClass}
          />
          <select
            aria-label={`${label} unit`}
            value={unit}
            onChange={(event) => onChange(`${length.amount || '1'}${event.target.value}`)}
            className={`${selectClass} w-14`}
          >
            {SIZE_UNITS.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        </>
      )}
    </Row>
  );
}

const WEIGHTS = ['300', '400', '500', '600', '700', '800', '900'];

export function WeightControl({ label, value, onChange }: ValueProps) {
  return (
    <Row label={label}>
      {(id) => (
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${selectClass} w-[6.75rem]`}
        >
          {!WEIGHTS.includes(value) && <option value={value}>{value}</option>}
          {WEIGHTS.map((weight) => (
            <option key={weight} value={weight}>
              {weight}
            </option>
          ))}
        </select>
      )}
    </Row>
  );
}

/** A plain number (line height) or a number of `em` (letter spacing, so it scales with the size). */
export function NumberControl({ label, value, onChange, unit, step }: ValueProps & { unit?: 'em'; step: number }) {
  const amount = splitLength(value)?.amount ?? '';
  return (
    <Row label={label}>
      {(id) => (
        <>
          <input
            id={id}
            type="number"
            step={step}
            value={amount}
            onChange={(event) => event.target.value !== '' && onChange(`${event.target.value}${unit ?? ''}`)}
            className={numberClass}
          />
          <span className="w-14 pl-1 text-xs text-zinc-500">{unit ?? '×'}</span>
        </>
      )}
    </Row>
  );
}

export function ColourValueControl({ label, value, fallback, onChange }: ValueProps & { fallback: string }) {
  const hex = asHexColour(value) ?? asHexColour(fallback) ?? '#000000';
  return (
    <Row label={label}>
      {(id) => (
        <>
          <span className="font-mono text-[11px] text-zinc-500">{asHexColour(value) ? hex : 'Accent'}</span>
          <input
            id={id}
            type="color"
            value={hex}
            onChange={(event) => onChange(event.target.value)}
            className="h-7 w-9 cursor-pointer rounded border border-zinc-200 bg-white p-0.5"
          />
        </>
      )}
    </Row>
  );
}

export function UnderlineControl({ label, value, onChange }: ValueProps) {
  return (
    <Row label={label}>
      {(id) => (
        <input
          id={id}
          type="checkbox"
          checked={value.trim() !== 'none'}
          onChange={(event) => onChange(event.target.checked ? 'underline' : 'none')}
          className="size-4 accent-accent-600"
        />
      )}
    </Row>
  );
}
