import { useEffect } from 'react';

/**
 * Titles the browser tab with the page, then where it is (the workspace or the project), then the product:
 * "Projects · Acme · Aerie". A missing part (a name still loading) is left out.
 */
export function useDocumentTitle(page?: string, scope?: string | null) {
  // No dependency list: joining three strings after a render is cheap, and /login's budget has few bytes left.
  useEffect(() => {
    document.title = [page, scope, 'Aerie'].filter(Boolean).join(' · ');
  });
}
