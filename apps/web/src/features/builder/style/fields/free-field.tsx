import { useId, useState } from 'react';

import type { Checked } from '../css-values';
import { useStyleProperty } from '../style-context';
import { FieldLabel, FieldProblem } from './field-label';
import { ValueInput } from './value-input';

/** A value typed as CSS (a shadow, a gradient, grid columns, opacity), checked before it is written. */
export function FreeField({
  property,
  label,
  check,
}: {
  property: string;
  label: string;
  check: (typed: string) => Checked;
}) {
  const id = useId();
  const style = useStyleProperty(property);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} property={style} />
      <ValueInput
        id={id}
        property={style}
        check={check}
        onProblem={setProblem}
        problemId={`${id}-problem`}
        hasProblem={Boolean(problem)}
        className="h-7 w-full bg-white text-xs rounded-md px-2 placeholder:text-zinc-400 text-zinc-900"
      />
      <FieldProblem id={`${id}-problem`} problem={problem} />
    </div>
  );
}
