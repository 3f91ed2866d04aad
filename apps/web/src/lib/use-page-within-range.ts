import { useEffect, useRef } from 'react';

/**
 * A page past the end (after deleting the last row on it, or a stale link) moves to the last page, so a
 * list with rows never shows as an empty page. Waits for real data, not the previous page's placeholder.
 */
export function usePageWithinRange(
  page: number,
  lastPage: number | undefined,
  isPlaceholderData: boolean,
  goToPage: (page: number) => void,
): void {
  const goToPageRef = useRef(goToPage);
  useEffect(() => {
    goToPageRef.current = goToPage;
  });
  useEffect(() => {
    if (lastPage !== undefined && !isPlaceholderData && page > Math.max(1, lastPage)) {
      goToPageRef.current(Math.max(1, lastPage));
    }
  }, [page, lastPage, isPlaceholderData]);
}
