import { Link } from 'react-router';

/** A refusal's message; when the plan is what refused (`isPlanRefusal`), the way to upgrade follows it. */
export function PlanRefusalText({ message, isPlanFull }: { message: string; isPlanFull: boolean }) {
  return (
    <>
      {message}
      {isPlanFull && (
        <>
          {' '}
          <Link to="/dashboard/billing" className="font-medium underline underline-offset-2">
            Upgrade your plan
          </Link>
        </>
      )}
    </>
  );
}
