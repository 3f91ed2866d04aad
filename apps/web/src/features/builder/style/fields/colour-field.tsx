import { useEffect, useId, useRef, useState } from 'react';

import { asHexColour } from '../../editor/theme';
import { checkColour } from '../css-values';
import { useStyleProperty } from '../style-context';
import { FieldLabel, FieldProblem } from './field-label';
import { ValueInput } from './value-input';

/** `rgb(180, 35, 24)` (what the browser computes) as `#b42318` for the colour picker; null for anything else. */
export function rgbToHex(rgb: string): string | null {
  const match = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(rgb);
  if (!match) return null;
  return `#${match
    .slice(1, 4)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}

const isTransparent = (value: string) =>
  value === 'transparent' || /^rgba\(\s*\d+,\s*\d+,\s*\d+,\s*0\s*\)$/.test(value);

/**
 * A colour: the swatch opens the browser's picker, the text takes any CSS colour. The picker writes when it is closed
 * (its `change` event), not on every move, so one pick is one undo step.
 */
export function ColourField({ property, label }: { property: string; label: string }) {
  const id = useId();
  const style = useStyleProperty(property);
  const [problem, setProblem] = useState<string | null>(null);
  const swatch = useRef<HTMLInputElement>(null);
  const value = style.resolved?.value ?? '';
  // A transparent background would show as black in the picker: white reads as "nothing" instead.
  const hex = isTransparent(value) ? '#ffffff' : (asHexColour(value) ?? rgbToHex(value) ?? '#000000');
  const [picking, setPicking] = useState<string | null>(null);
  const { set } = style;

  useEffect(() => {
    const input = swatch.current;
    if (!input) return;
    const onChange = () => {
      setPicking(null);
      set(input.value);
    };
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, [set]);

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} property={style} />
      <div className="flex min-w-0 items-center gap-1.5">
        <input
          ref={swatch}
          type="color"
          aria-label={`Pick ${label.toLowerCase()}`}
          value={picking ?? hex}
          onChange={(event) => setPicking(event.target.value)}
          className="h-7 w-8 shrink-0 cursor-pointer rounded-md border border-zinc-300 bg-white p-0.5"
        />
        <ValueInput
          id={id}
          property={style}
          check={checkColour}
          onProblem={setProblem}
          problemId={`${id}-problem`}
          hasProblem={Boolean(problem)}
          className="h-7 w-full bg-white text-xs rounded-md px-2 placeholder:text-zinc-400 font-mono text-zinc-900"
        />
      </div>
      <FieldProblem id={`${id}-problem`} problem={problem} />
    </div>
  );
}
