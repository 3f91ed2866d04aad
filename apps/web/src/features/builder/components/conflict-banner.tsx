import { MESSAGES } from '@aerie/contract';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';

/**
 * A save was refused because the site moved on elsewhere (409). Nothing saves from here on; Reload
 * loads the latest version into the editor (this tab's edits are dropped, as the message says).
 */
export function ConflictBanner({ message, onReload }: { message: string | null; onReload: () => Promise<void> }) {
  const [isReloading, setReloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reload = () => {
    setReloading(true);
    setProblem(null);
    onReload()
      .catch((error: unknown) =>
        setProblem(error instanceof Error ? error.message : 'Sorry, an error occured. Try again'),
      )
      .finally(() => setReloading(false));
  };
  return (
    <div className="z-20 border-b border-red-200 bg-red-50 px-3 py-2">
      <Banner tone="error" className="border-0 bg-transparent p-0">
        <div className="flex flex-wrap items-center gap-3">
          <span className="min-w-0 flex-1">
            {message ?? MESSAGES.staleSave}
            {problem && <span className="mt-1 block font-medium">{problem}</span>}
          </span>
          <Button size="sm" variant="danger" onClick={reload} loading={isReloading}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Reload
          </Button>
        </div>
      </Banner>
    </div>
  );
}
