import { TASK_STATUS_LABELS, type TaskStatus } from '@aerie/contract';
import { useEffect, useRef } from 'react';

export interface LoadMoreSentinelProps {
  label: TaskStatus;
  isLoading: boolean;
  onVisible: () => void;
}

/**
 * The end of what a column has loaded (issue 33): when it scrolls into view (or nearly), the next page
 * loads. A button too, for anyone whose browser or keyboard never scrolls it into view.
 */
export function LoadMoreSentinel({ label, isLoading, onVisible }: LoadMoreSentinelProps) {
  const element = useRef<HTMLLIElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && latest.current(),
      {
        rootMargin: '400px 0px',
      },
    );
    // Observed afresh after each page: a sentinel still in view once the page lands asks for the next one.
    observer.observe(target);
    return () => observer.disconnect();
  }, [isLoading]);
  return (
    <li ref={element} className="flex justify-center py-1">
      <button
        type="button"
        onClick={() => latest.current()}
        disabled={isLoading}
        className="rounded-md px-2 py-1 text-xs font-medium text-zinc-500 hover:bg-white hover:text-zinc-800 focus-visible:outline-2 focus-visible:outline-accent-500 disabled:cursor-progress"
      >
        {isLoading ? 'Loading more…' : `Show more ${TASK_STATUS_LABELS[label]} tasks`}
      </button>
    </li>
  );
}
