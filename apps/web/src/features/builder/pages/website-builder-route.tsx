import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';

import { LoadingOverlay } from '@/components/ui/loading-overlay';

import { websiteContentQueryOptions } from '../api/get-website-content';

// The router's entry chunk lists every file a route needs; the editor needs dozens (GrapesJS, its CSS,
// icons). Loading it one step later keeps that list, and so every public page's first download, as it was.
const WebsiteBuilderPage = lazy(() => import('./website-builder-page'));

/** The `/website-builder` route: the editor page, loaded on demand. */
export default function WebsiteBuilderRoute() {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const site = params.get('site');
  // The draft downloads while the editor's code does, instead of after it.
  useState(() => site && void queryClient.prefetchQuery(websiteContentQueryOptions(site)));
  return (
    <Suspense fallback={<LoadingOverlay fullScreen label="Opening the editor…" />}>
      <WebsiteBuilderPage />
    </Suspense>
  );
}
