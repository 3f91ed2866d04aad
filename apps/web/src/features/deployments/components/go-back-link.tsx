import { ArrowLeft } from 'lucide-react';
import { useLocation } from 'react-router';

import { ButtonLink } from '@/components/ui/button';

import type { CameFrom } from '../deployment-paths';

/**
 * Go Back (docs/product.md § Build commands and variables): to the list the page was opened from (router state), else
 * to `fallback` — a bare link or a reload still leads somewhere sensible. Only paths inside the dashboard are followed.
 */
export function GoBackLink({ fallback }: { fallback: string }) {
  const state = useLocation().state as CameFrom | null;
  const from = state?.from;
  const to = typeof from === 'string' && from.startsWith('/dashboard/') ? from : fallback;
  return (
    <ButtonLink to={to} variant="link" className="-ml-1">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Go Back
    </ButtonLink>
  );
}
