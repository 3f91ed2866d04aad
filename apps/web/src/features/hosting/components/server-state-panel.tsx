import type { Server } from '@aerie/contract';
import { clsx } from 'clsx';
import { Activity } from 'lucide-react';

import { formatDate } from '@/lib/format-date';

import { formatBytes, formatUptime } from '../server-display';

/**
 * A server's state from its last check over SSH, every few minutes (issue 28, docs/product.md § Server connections):
 * reachable or not (and why), when, its system, uptime, and free disk and memory. Before the first check it says so.
 */
export function ServerStatePanel({ server }: { server: Pick<Server, 'state' | 'os'> }) {
  const { state } = server;
  return (
    <section aria-labelledby="server-state-heading" className="rounded-xl border border-zinc-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="server-state-heading" className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
          <Activity className="size-4 text-zinc-500" aria-hidden="true" />
          State
        </h3>
        {state && (
          <span
            className={clsx(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              state.reachable ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-700',
            )}
          >
            {state.reachable ? 'Reachable' : 'Unreachable'}
          </span>
        )}
      </div>
      {state ? (
        <>
          {!state.reachable && state.message && <p className="mt-2 text-sm text-red-700">{state.message}</p>}
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-5">
            <Fact term="Last check" value={formatDate(state.checked_at, { style: 'dateTime' })} />
            <Fact term="System" value={server.os ?? '—'} />
            <Fact term="Uptime" value={formatUptime(state.uptime_seconds)} />
            <Fact term="Disk free" value={formatBytes(state.disk_free_bytes)} />
            <Fact term="Memory free" value={formatBytes(state.memory_free_bytes)} />
          </dl>
        </>
      ) : (
        <p className="mt-2 text-sm text-zinc-500">
          Not checked yet. Aerie checks each server over SSH every few minutes.
        </p>
      )}
    </section>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500">{term}</dt>
      <dd className="truncate text-zinc-900">{value}</dd>
    </div>
  );
}
