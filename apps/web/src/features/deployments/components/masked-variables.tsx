import { DEPLOYMENT_MESSAGES } from '@aerie/contract';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import type { VariableRow } from '../variable-rows';

/**
 * Saved variables with their values hidden (issue 28: shown in clear after saving, they were readable over a
 * shoulder or in a screen share). Each value shows only while its own Reveal is on.
 */
export function MaskedVariables({ rows }: { rows: readonly VariableRow[] }) {
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setRevealed((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <ul aria-label="Saved variables" className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white">
      {rows.map(({ key, value }) => {
        const isShown = revealed.has(key);
        return (
          <li key={key} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2.5">
            <span className="min-w-0 font-mono text-sm font-medium break-all text-zinc-900 sm:w-56 sm:shrink-0">
              {key}
            </span>
            <span className="min-w-0 flex-1 font-mono text-sm break-all text-zinc-600">
              {isShown ? value || '(empty)' : DEPLOYMENT_MESSAGES.masked}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => toggle(key)}
              aria-pressed={isShown}
              aria-label={`${isShown ? 'Hide' : 'Reveal'} ${key}`}
            >
              {isShown ? (
                <EyeOff className="size-3.5" aria-hidden="true" />
              ) : (
                <Eye className="size-3.5" aria-hidden="true" />
              )}
              {isShown ? 'Hide' : 'Reveal'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
