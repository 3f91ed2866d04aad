import { clsx } from 'clsx';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface UnavailableButtonProps {
  /** Why the user cannot take this action, e.g. `roleRefusal(action)`. */
  reason: string;
  /** The inner button's classes (its look); it fills the wrapper. */
  buttonClassName: string;
  /** The wrapper's classes (its place in the layout: margins, flex). */
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** Space kept between the tooltip and the window's edges. */
const EDGE_PX = 8;

/**
 * A control the user may not use, with the reason. A `disabled` button takes no focus, so a keyboard or
 * screen-reader user would never learn why; this one is `aria-disabled` (announced as unavailable, still
 * in the tab order) and described by a tooltip that shows on hover, on focus and on a tap (phones have no
 * hover), and hides on Escape, on leaving, on a press elsewhere and on scroll. The tooltip is `fixed`, placed
 * under the button and kept inside the window, so a card's or a table's overflow cannot clip it.
 */
export function UnavailableButton({
  reason,
  buttonClassName,
  className,
  'aria-label': label,
  children,
}: UnavailableButtonProps) {
  const id = useId();
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const tooltipRef = useRef<HTMLSpanElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const open = () => setOpen(true);
  // Placed afresh at each opening: it stays hidden until then.
  const close = () => {
    setOpen(false);
    setPosition(null);
  };

  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    const tooltip = tooltipRef.current;
    if (!isOpen || !wrapper || !tooltip) return;
    const anchor = wrapper.getBoundingClientRect();
    const width = tooltip.offsetWidth;
    const centred = anchor.left + anchor.width / 2 - width / 2;
    const left = Math.max(EDGE_PX, Math.min(centred, window.innerWidth - width - EDGE_PX));
    setPosition({ top: anchor.bottom + 6, left });
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const close = () => {
      setOpen(false);
      setPosition(null);
    };
    const closeOutside = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeOutside);
    window.addEventListener('scroll', close, { capture: true, passive: true });
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('scroll', close, { capture: true });
      window.removeEventListener('resize', close);
    };
  }, [isOpen]);

  return (
    // The button ignores the pointer (aria-disabled styles), so hover and taps land on this wrapper.
    <span
      ref={wrapperRef}
      className={clsx('relative inline-flex cursor-not-allowed', className)}
      onMouseEnter={open}
      onMouseLeave={() => {
        if (!wrapperRef.current?.contains(document.activeElement)) close();
      }}
      onFocus={open}
      onBlur={close}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        type="button"
        aria-disabled="true"
        aria-label={label}
        aria-describedby={id}
        className={clsx(buttonClassName, 'w-full')}
      >
        {children}
      </button>
      <span
        ref={tooltipRef}
        id={id}
        role="tooltip"
        hidden={!isOpen}
        style={position ? { top: position.top, left: position.left } : { visibility: 'hidden' }}
        className="fixed z-50 w-max max-w-64 rounded-lg bg-zinc-900 px-3 py-2 text-left text-xs leading-5 font-normal whitespace-normal text-white shadow-lg"
      >
        {reason}
      </span>
    </span>
  );
}
