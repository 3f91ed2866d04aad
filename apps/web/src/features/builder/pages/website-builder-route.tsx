import { lazy, Suspense } from 'react';

import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useDocumentTitle } from '@/lib/use-document-title';

// The router's entry chunk lists every file a route needs; the editor needs dozens (GrapesJS, its CSS,
// icons). Loading it one step later keeps that list, and so every public page's first download, as it was.
const WebsiteBuilderPage = lazy(() => import('./website-builder-page'));

/** The `/website-builder` route: the editor page, loaded on demand. */
export default function WebsiteBuilderRoute() {
  useDocumentTitle('Website builder');
  return (
    <Suspense fallback={<LoadingOverlay fullScreen label="Opening the editor…" />}>
      <WebsiteBuilderPage />
    </Suspense>
  );
}
