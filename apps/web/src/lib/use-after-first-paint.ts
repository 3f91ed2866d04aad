import { useEffect, useState } from 'react';

/** A tab in the background paints nothing (and runs no frame callbacks): then go ahead after this. */
const HIDDEN_TAB_FALLBACK_MS = 200;

/**
 * False on the first render, true once the browser has painted it. A part that may come later (a form
 * under its heading, the sections below the fold) waits for this before it asks for its code, so on a
 * slow link its bytes do not compete with what the first paint needs.
 */
export function useAfterFirstPaint(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    const done = () => setHasPainted(true);
    // A frame callback runs just before the next paint; a timeout set there runs just after it.
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      afterPaint = setTimeout(done, 0);
    });
    const fallback = setTimeout(done, HIDDEN_TAB_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
      clearTimeout(fallback);
    };
  }, []);
  return hasPainted;
}
