import '@fontsource-variable/inter';
import '../styles.css';

import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { queryClient } from '@/lib/query-client';

import { sellerRouter } from './seller-router';

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
