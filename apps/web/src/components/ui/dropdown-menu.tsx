import * as Menu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...rest
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        align={align}
        className={clsx(
          'z-50 min-w-48 overflow-hidden rounded-xl border border-zinc-200 bg-white p-1 text-sm shadow-lg shadow-zinc-900/5',
          'transition-opacity duration-100 starting:opacity-0',
          className,
        )}
        {...rest}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...rest }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={clsx(
        'flex cursor-default items-center gap-2 rounded-lg px-2.5 py-2 text-zinc-700 outline-none select-none',
        'data-[highlighted]:bg-zinc-100 data-[highlighted]:text-zinc-900',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:text-zinc-400',
        className,
      )}
      {...rest}
    />
  );
}

export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={clsx('px-2.5 py-1.5 text-xs font-medium text-zinc-500', className)} {...rest} />;
}

export function DropdownMenuSeparator({ className, ...rest }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={clsx('-mx-1 my-1 h-px bg-zinc-100', className)} {...rest} />;
}
