import { clsx } from 'clsx';

import { initialsOf } from '@/lib/initials';

export interface MemberAvatarProps {
  first: string;
  last: string;
  avatar: string | null;
  className?: string;
}

/** A member's picture, or their initials on a soft accent tile. */
export function MemberAvatar({ first, last, avatar, className }: MemberAvatarProps) {
  const base = clsx('size-9 shrink-0 rounded-full', className);
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
