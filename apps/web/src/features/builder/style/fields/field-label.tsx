import { clsx } from 'clsx';
import { X } from 'lucide-react';

import type { StyleProperty } from '../style-context';

const ORIGIN_WORDS = { desktop: 'from Desktop', tablet: 'from Tablet', page: 'from the page' } as const;

/**
 * A field's label with where its value comes from: a filled dot when set on this device, a ring when inherited from a
 * wider device, nothing for the page's own CSS; and a button that clears this device's value.
 */
export function FieldLabel({ htmlFor, label, property }: { htmlFor?: string; label: string; property: StyleProperty }) {
  const origin = property.resolved?.origin;
  const inherited = origin === 'desktop' || origin === 'tablet';
  return (
    <div className="flex h-4 items-center gap-1">
      <span
        aria-hidden="true"
        className={clsx(
          'size-1.5 shrink-0 rounded-full',
          property.isSetHere && 'bg-accent-600',
          inherited && 'border border-amber-500',
          !property.isSetHere && !inherited && 'bg-transparent',
        )}
      />
      <label htmlFor={htmlFor} className="truncate text-[11px] font-medium text-zinc-600">
        {/* The space sits outside the hidden words: accessible names drop spaces that start an element. */}
        {property.isSetHere || inherited ? `${label} ` : label}
        {property.isSetHere && <span className="sr-only">(set on {property.deviceLabel})</span>}
        {inherited && <span className="sr-only">({ORIGIN_WORDS[origin]})</span>}
      </label>
      {inherited && (
        <span className="text-[10px] text-amber-700" aria-hidden="true">
          {origin === 'desktop' ? 'Desktop' : 'Tablet'}
        </span>
      )}
      {property.isSetHere && (
        <button
          type="button"
          onClick={property.clear}
          aria-label={`Clear the ${property.deviceLabel} value of ${label}`}
          title={`Clear the ${property.deviceLabel} value`}
          className="ml-auto rounded p-0.5 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          <X className="size-3" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/** The small red line under a field whose typed value was refused (nothing is written). */
export function FieldProblem({ id, problem }: { id: string; problem: string | null }) {
  if (!problem) return null;
  return (
    <p id={id} role="alert" className="text-[11px] leading-tight text-red-600">
      {problem}
    </p>
  );
}

/**
 * Compact control classes shared by the panel's inputs and selects: height, border and focus only. Height, width,
 * padding, corners, background, text size and colours are each use's own (two Tailwind classes for one property do not override each other).
 */
export const compactControl = (invalid = false) =>
  clsx(
    'min-w-0 border focus:outline-none focus:ring-2',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-500/20'
      : 'border-zinc-300 focus:border-accent-500 focus:ring-accent-500/20',
  );
