import { useRef } from 'react';

/**
 * Props for a Radix `Dialog.Content` opened without a `Dialog.Trigger` (ours are opened from state): Radix
 * gives focus back only to its own trigger, so without one focus fell to the page's body on close and a
 * keyboard user started again from the top. This remembers what had focus when the dialog opened and
 * returns focus there, unless that control has left the page meanwhile.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Runs before Radix moves focus into the dialog: the active element is still the opener.
    onOpenAutoFocus() {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus(event: Event) {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
