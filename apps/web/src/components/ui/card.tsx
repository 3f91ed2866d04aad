import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

export interface CardProps extends ComponentProps<'div'> {
  /** Inner spacing: none, sm (16 px), md (24 px, default), lg (32 px). */
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

const paddings = { none: '', sm: 'p-4', md: 'p-6', lg: 'p-8' } as const;

export function Card({ padding = 'md', className, ...rest }: CardProps) {
  return (
    <div
      className={clsx(
        'rounded-xl border border-zinc-200 bg-white shadow-xs shadow-zinc-900/5',
        paddings[padding],
        className,
      )}
      {...rest}
    />
  );
}

export interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function CardHeader({ title, description, action, className }: CardHeaderProps) {
  return (
    <div className={clsx('mb-4 flex flex-wrap items-start justify-between gap-3', className)}>
      <div className="min-w-0">
        <h2 className="text-base font-semibold text-zinc-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-zinc-500">{description}</p>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
