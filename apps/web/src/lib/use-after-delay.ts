import { useEffect, useRef } from 'react';

/**
 * Runs `run` once, `delayMs` after `isActive` turns true (docs/product.md § Websites list: a website or store dialog
 * shows its success message, then closes and the list reloads 2.5 s later). The latest `run` is called, and the timer
 * does not restart when the parent re-renders; it never fires after the component has gone.
 */
export function useAfterDelay(isActive: boolean, delayMs: number, run: () => void): void {
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  useEffect(() => {
    if (!isActive) return;
    const timer = window.setTimeout(() => runRef.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [isActive, delayMs]);
}
