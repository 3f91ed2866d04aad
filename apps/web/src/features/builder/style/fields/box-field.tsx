import { clsx } from 'clsx';
import { useState } from 'react';

import { checkLength, type LengthRules } from '../css-values';
import { useStyleProperty } from '../style-context';
import { FieldProblem } from './field-label';
import { ValueInput } from './value-input';

type Side = 'top' | 'right' | 'bottom' | 'left';

const MARGIN_RULES: LengthRules = {
  units: ['px', 'rem', 'em', '%', 'vw', 'vh'],
  defaultUnit: 'px',
  keywords: ['auto'],
  allowNegative: true,
};
const PADDING_RULES: LengthRules = { units: ['px', 'rem', 'em', '%', 'vw', 'vh'], defaultUnit: 'px' };

function SideInput({
  box,
  side,
  onProblem,
  problemId,
  hasProblem,
}: {
  box: 'margin' | 'padding';
  side: Side;
  onProblem: (problem: string | null) => void;
  problemId: string;
  hasProblem: boolean;
}) {
  const style = useStyleProperty(`${box}-${side}`);
  const name = `${box === 'margin' ? 'Margin' : 'Padding'} ${side}`;
  return (
    <ValueInput
      id={`${problemId}-${box}-${side}`}
      ariaLabel={style.isSetHere ? `${name} (set on ${style.deviceLabel})` : name}
      property={style}
      check={(typed) => checkLength(typed, box === 'margin' ? MARGIN_RULES : PADDING_RULES)}
      display={(value) => value.replace(/px$/, '')}
      onProblem={onProblem}
      problemId={problemId}
      hasProblem={hasProblem}
      className={clsx(
        'h-6 w-11 rounded bg-white px-1 text-center text-[11px]',
        style.isSetHere ? 'font-semibold text-accent-700' : 'text-zinc-900',
        style.resolved?.origin === 'desktop' || style.resolved?.origin === 'tablet'
          ? 'placeholder:text-amber-700/70'
          : 'placeholder:text-zinc-400',
      )}
    />
  );
}

/** The box's name, in its top-left corner (the grid's first cell), clear of the top side's input. */
function BoxName({ children }: { children: string }) {
  return (
    <span className="col-start-1 row-start-1 self-start justify-self-start text-[9px] font-semibold tracking-wide text-zinc-400 uppercase">
      {children}
    </span>
  );
}

/**
 * Margin and padding as nested boxes, like the browsers' devtools: four sides each, in px unless a unit is typed.
 * Emptying a side clears this device's value for it.
 */
export function BoxField({ id }: { id: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = `${id}-problem`;
  const side = (box: 'margin' | 'padding', which: Side) => (
    <SideInput box={box} side={which} onProblem={setProblem} problemId={problemId} hasProblem={Boolean(problem)} />
  );
  return (
    <div className="flex flex-col gap-1">
      <div className="grid grid-cols-[auto_1fr_auto] grid-rows-[auto_1fr_auto] items-center justify-items-center gap-1 rounded-md border border-dashed border-zinc-300 bg-zinc-50 p-1.5">
        <BoxName>Margin</BoxName>
        <div className="col-start-2">{side('margin', 'top')}</div>
        <div className="row-start-2">{side('margin', 'left')}</div>
        <div className="col-start-2 row-start-2 grid w-full grid-cols-[auto_1fr_auto] grid-rows-[auto_1fr_auto] items-center justify-items-center gap-1 rounded border border-zinc-300 bg-white p-1.5">
          <BoxName>Padding</BoxName>
          <div className="col-start-2">{side('padding', 'top')}</div>
          <div className="row-start-2">{side('padding', 'left')}</div>
          <div className="col-start-2 row-start-2 h-5 w-full min-w-6 rounded-sm bg-accent-100" aria-hidden="true" />
          <div className="col-start-3 row-start-2">{side('padding', 'right')}</div>
          <div className="col-start-2 row-start-3">{side('padding', 'bottom')}</div>
        </div>
        <div className="col-start-3 row-start-2">{side('margin', 'right')}</div>
        <div className="col-start-2 row-start-3">{side('margin', 'bottom')}</div>
      </div>
      <FieldProblem id={problemId} problem={problem} />
    </div>
  );
}
