import { clsx } from 'clsx';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Why the user's role cannot take a page's action, in plain sight: an empty state shows this in place of
 * its button, so nobody has to hover a greyed-out button to learn it.
 */
export function RoleNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={clsx('inline-flex items-start gap-1.5 text-left text-sm text-zinc-500', className)}>
      <Lock className="mt-0.5 size-3.5 shrink-0 text-zinc-400" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
