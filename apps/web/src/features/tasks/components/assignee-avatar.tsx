import { clsx } from 'clsx';

import { initialsOf } from '@/lib/initials';

import { fullName } from '../task-display';

export interface Person {
  id: number;
  first: string;
  last: string;
  email: string;
  avatar: string | null;
}

const sizes = { sm: 'size-6 text-[10px]', md: 'size-8 text-xs' } as const;

/** A person's picture, or their initials on the accent tint; the name is in the tooltip. */
export function AssigneeAvatar({
  person,
  size = 'md',
  className,
}: {
  person: Person;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const base = clsx('shrink-0 rounded-full ring-2 ring-white', sizes[size], className);
  if (person.avatar)
    return <img src={person.avatar} alt="" title={fullName(person)} className={clsx(base, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      title={fullName(person)}
      className={clsx(base, 'flex items-center justify-center bg-accent-100 font-semibold text-accent-700')}
    >
      {initialsOf(person.first, person.last)}
    </span>
  );
}

const STACK_MAX = 3;

/** Overlapping avatars for a card: the first three, then "+N"; the full list is read out by screen readers. */
export function AssigneeStack({ people }: { people: readonly Person[] }) {
  if (people.length === 0) return null;
  const hidden = people.length - STACK_MAX;
  return (
    <div className="flex items-center -space-x-1.5">
      <span className="sr-only">Assigned to {people.map(fullName).join(', ')}</span>
      {people.slice(0, STACK_MAX).map((person) => (
        <AssigneeAvatar key={person.id} person={person} size="sm" />
      ))}
      {hidden > 0 && (
        <span
          aria-hidden="true"
          className="flex size-6 items-center justify-center rounded-full bg-zinc-100 text-[10px] font-semibold text-zinc-600 ring-2 ring-white"
        >
          +{hidden}
        </span>
      )}
    </div>
  );
}
