import { clsx } from 'clsx';

import { initialsOf } from '@/lib/initials';

export interface UserAvatarProps {
  first: string;
  last: string;
  avatar: string | null;
  className?: string;
}

/** The user's picture, or their initials on the accent tint when they have none. */
export function UserAvatar({ first, last, avatar, className }: UserAvatarProps) {
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
