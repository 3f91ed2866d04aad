import { ArrowLeft, RefreshCw } from 'lucide-react';

import { Button, ButtonLink } from '@/components/ui/button';

interface BuilderProblemProps {
  title: string;
  message: string;
  /** The project to go back to, when the address named one. */
  uid: string | null;
  onRetry?: () => void;
}

/** What the builder shows instead of the editor when it cannot open a site. */
export function BuilderProblem({ title, message, uid, onRetry }: BuilderProblemProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-zinc-50 px-6 text-center">
      <div>
        <h1 className="text-base font-semibold text-zinc-900">{title}</h1>
        <p className="mt-1 max-w-md text-sm text-zinc-500">{message}</p>
      </div>
      <div className="flex gap-2">
        <ButtonLink variant="secondary" to={uid ? `/dashboard/project/${uid}/builder` : '/dashboard/projects'}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to websites
        </ButtonLink>
        {onRetry && (
          <Button onClick={onRetry}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Try again
          </Button>
        )}
      </div>
    </main>
  );
}
