import * as Menu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/**
 * Not modal unless a menu asks: a modal Radix menu hides the rest of the page from screen readers (aria-hidden)
 * while its links and buttons stay focusable (axe: aria-hidden-focus, found on the bell's menu). A menu still
 * closes on Escape, a click or focus outside.
 */
export function DropdownMenu({ modal = false, ...rest }: ComponentProps<typeof Menu.Root>) {
  return <Menu.Root modal={modal} {...rest} />;
}
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

export interface DropdownMenuItemProps extends ComponentProps<typeof Menu.Item> {
  /**
   * The id of a DropdownMenuNote saying why the user may not take this action: the item stays in the
   * keyboard's reach (Radix's `disabled` skips it), is announced as unavailable, and selecting it does nothing.
   */
  unavailableNoteId?: string;
}

export function DropdownMenuItem({ className, unavailableNoteId, onSelect, ...rest }: DropdownMenuItemProps) {
  const isUnavailable = unavailableNoteId !== undefined;
  return (
    <Menu.Item
      className={clsx(
        'flex cursor-default items-center gap-2 rounded-lg px-2.5 py-2 text-zinc-700 outline-none select-none',
        'data-[highlighted]:bg-zinc-100 data-[highlighted]:text-zinc-900',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:text-zinc-400',
        isUnavailable && 'cursor-not-allowed opacity-50',
        className,
      )}
      aria-disabled={isUnavailable || undefined}
      aria-describedby={unavailableNoteId}
      // Kept open, so the note stays in view.
      onSelect={isUnavailable ? (event) => event.preventDefault() : onSelect}
      {...rest}
    />
  );
}

/** A line of text at the foot of a menu: why some of its items are unavailable. */
export function DropdownMenuNote({ className, ...rest }: ComponentProps<'p'>) {
  return (
    <p
      className={clsx(
        'max-w-60 border-t border-zinc-100 px-2.5 pt-2 pb-1.5 text-xs leading-5 text-zinc-500',
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

/** An item that stays checked or not (a filter's choices); the menu stays open, so several can be chosen. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  onSelect,
  ...rest
}: ComponentProps<typeof Menu.CheckboxItem>) {
  return (
    <Menu.CheckboxItem
      className={clsx(
        'flex cursor-default items-center gap-2 rounded-lg px-2.5 py-2 text-zinc-700 outline-none select-none',
        'data-[highlighted]:bg-zinc-100 data-[highlighted]:text-zinc-900',
        className,
      )}
      onSelect={(event) => {
        event.preventDefault();
        onSelect?.(event);
      }}
      {...rest}
    >
      <span
        aria-hidden="true"
        className="flex size-4 shrink-0 items-center justify-center rounded border border-zinc-300 text-[10px] leading-none text-accent-700 data-[state=checked]:border-accent-500"
      >
        <Menu.ItemIndicator>✓</Menu.ItemIndicator>
      </span>
      {children}
    </Menu.CheckboxItem>
  );
}
