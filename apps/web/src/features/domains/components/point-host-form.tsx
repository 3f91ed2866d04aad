import type { Domain, DomainTargetOption } from '@aerie/contract';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/gated-button';
import { Input, Select } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';

import { useSetDomainHost } from '../api/change-domains';

export interface PointHostFormProps {
  workspaceSlug: string;
  domain: Domain;
  targets: DomainTargetOption[];
  onPointed: (message: string) => void;
}

const valueOf = (target: Pick<DomainTargetOption, 'kind' | 'uuid'>) => `${target.kind}:${target.uuid}`;

/**
 * "Point a host": the domain itself or a name under it (`www.` is typed by the user, the domain shown after it
 * when they type a bare label), and one of the workspace's sites or stores. Pointing a host that already points
 * somewhere moves it. A site without a paid plan is listed but cannot be chosen, saying why.
 */
export function PointHostForm({ workspaceSlug, domain, targets, onPointed }: PointHostFormProps) {
  const id = useId();
  const [host, setHost] = useState(domain.name);
  const [target, setTarget] = useState('');
  const point = useSetDomainHost(workspaceSlug);
  const errors = point.error instanceof ApiError ? point.error.body.errors : undefined;
  const hostError = errors?.host?.[0];
  const targetError = errors?.target?.[0] ?? errors?.['target.uuid']?.[0];
  const failure = point.isError && !hostError && !targetError ? point.error.message : null;
  const chosen = targets.find((option) => valueOf(option) === target);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    // A bare label ("www") means that name under the domain.
    const name = host.includes('.') ? host : `${host}.${domain.name}`;
    point.mutate(
      { id: domain.id, host: name, target: { kind: chosen.kind, uuid: chosen.uuid } },
      { onSuccess: (reply) => onPointed(reply.message) },
    );
  };

  if (targets.length === 0) {
    return <p className="text-sm text-zinc-500">Create a site or a store in a project to point a host at it.</p>;
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <div>
        <label htmlFor={`${id}-host`} className="mb-1 block text-xs font-medium text-zinc-600">
          Host
        </label>
        <Input
          id={`${id}-host`}
          value={host}
          onChange={(event) => setHost(event.target.value)}
          invalid={Boolean(hostError)}
          aria-describedby={hostError ? `${id}-host-error` : undefined}
        />
        {hostError && (
          <p id={`${id}-host-error`} className="mt-1 text-sm text-red-700">
            {hostError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-target`} className="mb-1 block text-xs font-medium text-zinc-600">
          Points at
        </label>
        <Select
          id={`${id}-target`}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          invalid={Boolean(targetError)}
          aria-describedby={targetError ? `${id}-target-error` : chosen ? undefined : `${id}-target-hint`}
        >
          <option value="">Choose a site or store…</option>
          {targets.map((option) => (
            <option key={valueOf(option)} value={valueOf(option)} disabled={option.unavailable !== null}>
              {option.kind === 'site' ? 'Site' : 'Store'}: {option.name} ({option.project})
              {option.unavailable ? ' — needs a paid site plan' : ''}
            </option>
          ))}
        </Select>
        {targetError && (
          <p id={`${id}-target-error`} className="mt-1 text-sm text-red-700">
            {targetError}
          </p>
        )}
      </div>
      <Button type="submit" className="sm:mt-5" disabled={!chosen || point.isPending}>
        {point.isPending ? 'Pointing…' : 'Point host'}
      </Button>
      {failure && <p className="text-sm text-red-700 sm:col-span-3">{failure}</p>}
    </form>
  );
}
