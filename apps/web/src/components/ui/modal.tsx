import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

import { useReturnFocus } from './use-return-focus';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * A dialog: a bottom sheet on small screens, a centred card from 640 px up. Focus is trapped by Radix and
 * goes back to the control that opened the dialog when it closes.
 */
export function Modal({ open, onOpenChange, title, description, children, footer, className }: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[2px] transition-opacity duration-150 starting:opacity-0" />
        <Dialog.Content
          className={clsx(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] w-full flex-col rounded-t-2xl border border-zinc-200 bg-white shadow-xl',
            'focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[85dvh] sm:w-[calc(100%-2rem)] sm:max-w-lg',
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl',
            'transition-opacity duration-150 starting:opacity-0',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
        >
          <div className="border-b border-zinc-100 py-4 pr-14 pl-6 sm:pt-6">
            <div className="min-w-0">
              <Dialog.Title className="text-base font-semibold text-zinc-900">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-zinc-500">{description}</Dialog.Description>
              )}
            </div>
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-t border-zinc-100 px-6 py-4 sm:flex-row sm:justify-end">
              {footer}
            </div>
          )}
          {/* Last in the DOM so Radix focuses the first field, not the close button, on open. */}
          <Dialog.Close
            className="absolute top-3 right-3 rounded-md p-2 text-zinc-400 transition-colors hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-accent-500 sm:top-4 sm:right-4"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
