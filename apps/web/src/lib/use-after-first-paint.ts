import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. A part that may come later (a form
 * under its heading, the sections below the fold) waits for this before it asks for its code, so on a
 * slow link its bytes do not compete with what the first paint needs.
 */
export function useAfterFirstPaint(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    // A frame callback runs just before the next paint; the timeout then runs just after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setHasPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return hasPainted;
}
