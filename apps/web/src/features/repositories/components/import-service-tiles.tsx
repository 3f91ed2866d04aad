import { REPOSITORY_MESSAGES, type Integration } from '@aerie/contract';
import { ArrowRight, PlugZap } from 'lucide-react';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';

import { PlatformLogo } from './platform-logo';

export interface ImportServiceTilesProps {
  projectUid: string;
  integrations: Integration[];
}

/**
 * Import Repository (docs/product.md § Importing repositories): one tile per platform the workspace has connected, each
 * opening FetchRepo for it; with none, the spec's sentence and Integrate now (the spec's INTEGRATE NOW in sentence
 * case).
 */
export function ImportServiceTiles({ projectUid, integrations }: ImportServiceTilesProps) {
  const connected = integrations.filter((integration) => integration.isActive);
  if (connected.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-zinc-300 px-6 py-8 text-center">
        <PlugZap className="size-6 text-zinc-400" aria-hidden="true" />
        <p className="max-w-sm text-sm text-zinc-600">{REPOSITORY_MESSAGES.noService}</p>
        <ButtonLink to="/dashboard/integrations" size="sm">
          Integrate now
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {connected.map((integration) => (
        <li key={integration.platform}>
          <Link
            to={`/dashboard/project/repository/${projectUid}/${integration.platform}`}
            className="group flex items-center gap-3 rounded-xl border border-zinc-200 bg-white p-4 transition-colors hover:border-accent-300 hover:bg-accent-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
          >
            <PlatformLogo platform={integration.platform} />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-zinc-900">{integration.name}</span>
              {integration.account && (
                <span className="block truncate text-xs text-zinc-500">{integration.account}</span>
              )}
            </span>
            <ArrowRight
              className="size-4 text-zinc-400 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
