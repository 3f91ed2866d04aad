import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';

import { useStyleProperty } from '../style-context';
import { FieldLabel } from './field-label';

export interface Segment {
  value: string;
  label: string;
  icon: LucideIcon;
}

/** A few icon buttons for one property (text alignment). The value shown without one of its own is outlined. */
export function SegmentedField({
  property,
  label,
  segments,
}: {
  property: string;
  label: string;
  segments: readonly Segment[];
}) {
  const style = useStyleProperty(property);
  const current = style.resolved?.value;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <FieldLabel label={label} property={style} />
      <div role="group" aria-label={label} className="flex rounded-md border border-zinc-300 bg-zinc-50 p-0.5">
        {segments.map(({ value, label: segmentLabel, icon: Icon }) => {
          const isCurrent = current === value || (value === 'left' && current === 'start');
          return (
            <button
              key={value}
              type="button"
              aria-pressed={isCurrent && style.isSetHere}
              aria-label={segmentLabel}
              title={segmentLabel}
              onClick={() => (isCurrent && style.isSetHere ? style.clear() : style.set(value))}
              className={clsx(
                'flex h-6 flex-1 items-center justify-center rounded text-zinc-500 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-500',
                isCurrent && style.isSetHere && 'bg-white text-zinc-900 shadow-sm ring-1 ring-zinc-200',
                isCurrent && !style.isSetHere && 'text-zinc-800 ring-1 ring-zinc-300 ring-inset',
              )}
            >
              <Icon className="size-3.5" aria-hidden="true" />
            </button>
          );
        })}
      </div>
    </div>
  );
}
