import '@fontsource-variable/inter';
import '../styles.css';

import { HOST_PREFIX } from '@aerie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { configureApiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

import { endSellerSession, readSellerToken, storeSellerToken } from './seller-session';
import { sellerRouter } from './seller-router';

/**
 * The one API client, as the seller: the store host on this store's own origin (never VITE_STORE_API_URL:
 * the seller's session belongs to this origin), the seller's token, and a 401 back to the sign-in page.
 */
configureApiClient({
  hostBase: { store: HOST_PREFIX.store },
  readToken: readSellerToken,
  onUnauthorized: endSellerSession,
});

/**
 * A project member opening the admin from the dashboard arrives with a seller session in the fragment
 * (`/admin#session=…`): keep it like a sign-in's, and take it out of the address bar and history at once.
 */
const handedOver = /^#session=([A-Za-z0-9_-]{1,128})$/.exec(location.hash);
if (handedOver) {
  storeSellerToken(handedOver[1]!);
  history.replaceState(null, '', location.pathname + location.search);
}

/** The seller admin (issue 10): its own entry, served on the store's origin at /login and /admin. */
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={sellerRouter} />
    </QueryClientProvider>
  </StrictMode>,
);
