import { useEffect } from 'react';

/**
 * Titles the browser tab from the most specific part to the least, ending with the product: "Projects ·
 * Acme · Aerie". Missing parts (a name still loading, the home page) are left out.
 */
export function useDocumentTitle(...parts: Array<string | null | undefined>) {
  // No dependency list: joining a few strings after a render is cheap, and /login's budget has few bytes left.
  useEffect(() => {
    document.title = [...parts, 'Aerie'].filter(Boolean).join(' · ');
  });
}
