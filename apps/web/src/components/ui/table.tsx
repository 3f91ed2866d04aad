import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** A table inside a bordered, horizontally scrollable wrapper so wide rows never widen the page. */
export function Table({ className, ...rest }: ComponentProps<'table'>) {
  return (
    <div className="w-full overflow-x-auto rounded-xl border border-zinc-200 bg-white">
      <table className={clsx('w-full min-w-max border-collapse text-left text-sm', className)} {...rest} />
    </div>
  );
}

export function TableHead({ className, ...rest }: ComponentProps<'thead'>) {
  return <thead className={clsx('border-b border-zinc-200 bg-zinc-50/80', className)} {...rest} />;
}

export function TableBody({ className, ...rest }: ComponentProps<'tbody'>) {
  return <tbody className={clsx('divide-y divide-zinc-100', className)} {...rest} />;
}

export function TableRow({ className, ...rest }: ComponentProps<'tr'>) {
  return <tr className={clsx('transition-colors hover:bg-zinc-50/60', className)} {...rest} />;
}

export function TableHeaderCell({ className, scope = 'col', ...rest }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={clsx('px-4 py-3 text-xs font-medium whitespace-nowrap text-zinc-500', className)}
      {...rest}
    />
  );
}

export function TableCell({ className, ...rest }: ComponentProps<'td'>) {
  return <td className={clsx('px-4 py-3 align-middle text-zinc-700', className)} {...rest} />;
}
