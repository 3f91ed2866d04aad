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

const valueOf = (target: DomainTargetOption) =>
  `${target.kind}:${target.kind === 'deployment' ? target.slug : target.uuid}`;

const KIND_LABEL: Record<DomainTargetOption['kind'], string> = { site: 'Site', store: 'Store', deployment: 'App' };

/** Why an option cannot be chosen for this domain, shortened for the option's text; null if it can. */
function refusalOf(option: DomainTargetOption, isVerified: boolean): string | null {
  if (option.kind === 'deployment' && !isVerified) return 'verify the domain first';
  if (option.unavailable === null) return null;
  return option.kind === 'deployment' ? 'set its app port first' : 'needs a paid site plan';
}

const targetOf = (option: DomainTargetOption) =>
  option.kind === 'deployment' ? { kind: option.kind, slug: option.slug } : { kind: option.kind, uuid: option.uuid };

/**
 * "Point a host": the domain itself or a name under it (`www.` is typed by the user, the domain shown after it
 * when they type a bare label), and one of the workspace's sites, stores or deployments ("App"). Pointing a host
 * that already points somewhere moves it. A site without a paid plan, and an app without its port or on a domain
 * not verified yet, are listed but cannot be chosen, saying why.
 */
export function PointHostForm({ workspaceSlug, domain, targets, onPointed }: PointHostFormProps) {
  const id = useId();
  const [host, setHost] = useState(domain.name);
  const [target, setTarget] = useState('');
  const point = useSetDomainHost(workspaceSlug);
  const errors = point.error instanceof ApiError ? point.error.body.errors : undefined;
  const hostError = errors?.host?.[0];
  const targetError = errors?.target?.[0] ?? errors?.['target.uuid']?.[0] ?? errors?.['target.slug']?.[0];
  const isVerified = domain.state === 'verified';
  const failure = point.isError && !hostError && !targetError ? point.error.message : null;
  const chosen = targets.find((option) => valueOf(option) === target);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    // A bare label ("www") means that name under the domain.
    const name = host.includes('.') ? host : `${host}.${domain.name}`;
    point.mutate(
      { id: domain.id, host: name, target: targetOf(chosen) },
      { onSuccess: (reply) => onPointed(reply.message) },
    );
  };

  if (targets.length === 0) {
    return (
      <p className="text-sm text-zinc-500">
        Create a site, a store or a deployment in a project to point a host at it.
      </p>
    );
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
          <option value="">Choose a site, store or app…</option>
          {targets.map((option) => {
            const refusal = refusalOf(option, isVerified);
            return (
              <option key={valueOf(option)} value={valueOf(option)} disabled={refusal !== null}>
                {KIND_LABEL[option.kind]}: {option.name} ({option.project}){refusal ? ` — ${refusal}` : ''}
              </option>
            );
          })}
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
