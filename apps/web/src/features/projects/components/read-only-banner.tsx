import { Link } from 'react-router';

import { Banner } from '@/components/ui/banner';

/**
 * Why a project cannot be changed (issue 25): beyond its workspace plan's project limit after a downgrade.
 * The server's sentence says what to do; the link goes where it is done. Reading stays possible.
 */
export function ReadOnlyBanner({ reason, canManagePlan }: { reason: string | null; canManagePlan: boolean }) {
  if (!reason) return null;
  return (
    <Banner tone="warning" className="mt-4">
      <p className="font-medium">{reason}</p>
      <p className="mt-1">
        You can still open everything here; nothing has been deleted.{' '}
        {canManagePlan ? (
          <Link to="/dashboard/billing" className="font-medium underline underline-offset-2">
            See plans
          </Link>
        ) : (
          'Ask the workspace owner to upgrade, or delete a project.'
        )}
      </p>
    </Banner>
  );
}
