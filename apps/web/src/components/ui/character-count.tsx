import { clsx } from 'clsx';

/**
 * "18 / 20" under a control with a length limit (issue 25); red once over, when the form refuses the value
 * on submit. The control takes no `maxLength`, so pasted text is never cut silently. Point the control's
 * `aria-describedby` at `id`.
 */
export function CharacterCount({ id, length, limit }: { id: string; length: number; limit: number }) {
  const isOver = length > limit;
  return (
    <p
      id={id}
      className={clsx('text-right text-xs tabular-nums', isOver ? 'font-medium text-red-600' : 'text-zinc-500')}
    >
      {length.toLocaleString('en-GB')} / {limit.toLocaleString('en-GB')}
      <span className="sr-only"> characters{isOver ? `, ${length - limit} too many` : ''}</span>
    </p>
  );
}
