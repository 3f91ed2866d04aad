import { ArrowLeft, Construction } from 'lucide-react';
import { useMatches } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

import { titleForRoute } from '../route-title';

/** A section that is not built yet says so, under the title its route gives it. */
export default function ComingSoonPage() {
  const matches = useMatches();
  const routeName = (matches.at(-1)?.handle as { name?: string } | undefined)?.name;
  const title = titleForRoute(routeName);

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="mb-6 text-xl font-semibold tracking-tight text-zinc-900">{title}</h1>
      <EmptyState
        icon={Construction}
        title="This section is being built"
        description={`${title} is on its way to Aerie. Everything else in your workspace keeps working as usual.`}
        action={
          <ButtonLink to="/dashboard" variant="secondary">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to overview
          </ButtonLink>
        }
      />
    </div>
  );
}
