import { useCallback, useEffect, useRef } from 'react';

/**
 * One pending timer for the spec's delays (001 §4: a modal closes 1 s or 2 s after success): scheduling
 * again replaces it, and it never fires after the component has gone.
 */
export function useTimeout() {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  const schedule = useCallback((run: () => void, delayMs: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(run, delayMs);
  }, []);
  return { schedule, cancel };
}
