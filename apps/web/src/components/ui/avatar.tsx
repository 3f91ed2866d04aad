import { clsx } from 'clsx';

import { initialsOf } from '@/lib/initials';

export interface AvatarProps {
  first: string;
  last: string;
  avatar: string | null;
  /** Tailwind size class; 32 px by default. */
  className?: string;
}

/** A person's picture, or their initials on the accent tint when they have none. */
export function Avatar({ first, last, avatar, className }: AvatarProps) {
  const base = clsx('size-8 shrink-0 rounded-full', className);
  if (avatar) return <img src={avatar} alt="" className={clsx(base, 'object-cover ring-1 ring-zinc-200')} />;
  return (
    <span
      aria-hidden="true"
      className={clsx(base, 'flex items-center justify-center bg-accent-100 text-xs font-semibold text-accent-700')}
    >
      {initialsOf(first, last)}
    </span>
  );
}
