import { LABEL_COLORS, type Label, type LabelColor } from '@aerie/contract';
import { clsx } from 'clsx';

/** The palette entry of a colour name; an unknown one (a newer palette than this build) draws as gray. */
export function labelPalette(color: string) {
  return LABEL_COLORS[color as LabelColor] ?? LABEL_COLORS.gray;
}

/**
 * A label as a chip: its name in the palette's text colour on its background (WCAG AA, contract LABEL_COLORS).
 * The name is always written, so no label is told apart by colour alone.
 */
export function LabelChip({ label, className }: { label: Pick<Label, 'name' | 'color'>; className?: string }) {
  const palette = labelPalette(label.color);
  return (
    <span
      className={clsx(
        'inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs leading-4 font-medium ring-1 ring-black/5 ring-inset',
        className,
      )}
      style={{ backgroundColor: palette.background, color: palette.text }}
    >
      <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full" style={{ backgroundColor: palette.text }} />
      <span className="truncate">{label.name}</span>
    </span>
  );
}

/** A card's labels, as a list a screen reader names. */
export function LabelChips({ labels }: { labels: ReadonlyArray<Pick<Label, 'id' | 'name' | 'color'>> }) {
  if (!labels.length) return null;
  return (
    <ul aria-label="Labels" className="flex flex-wrap gap-1">
      {labels.map((label) => (
        <li key={label.id} className="min-w-0">
          <LabelChip label={label} />
        </li>
      ))}
    </ul>
  );
}
