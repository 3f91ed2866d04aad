import { REPOSITORY_MESSAGES, type Integration } from '@aerie/contract';
import { CheckCircle2, Info, Plus, Unplug } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/gated-button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';

export interface IntegrationCardProps {
  integration: Integration;
  /** The card's action; the workspace page passes Add or Remove, the project page a link. */
  action?: ReactNode;
}

/**
 * One platform (docs/product.md § Git integrations): image, name, description, badges, and the account it is connected
 * with. A platform this server has no client id for says so instead of offering a button that would fail.
 */
export function IntegrationCard({ integration, action }: IntegrationCardProps) {
  return (
    <Card padding="none" className="flex flex-col" data-testid={`integration-${integration.platform}`}>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start gap-3">
          <img
            src={integration.image}
            alt=""
            width={40}
            height={40}
            className="size-10 shrink-0 rounded-lg border border-zinc-200 bg-white p-1.5"
          />
          <div className="min-w-0 flex-1">
            <h3 className="text-base font-semibold text-zinc-900">{integration.name}</h3>
            <ConnectionBadge integration={integration} />
          </div>
        </div>
        <p className="text-sm text-zinc-600">{integration.description}</p>
        {integration.badges.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="What it brings">
            {integration.badges.map((badge) => (
              <li key={badge}>
                <Badge tone="info">{badge}</Badge>
              </li>
            ))}
          </ul>
        )}
        {integration.isActive && (integration.account || integration.connected_at) && (
          <p className="mt-auto text-xs text-zinc-500">
            Connected
            {integration.account && (
              <>
                {' '}
                as <span className="font-medium text-zinc-700">{integration.account}</span>
              </>
            )}
            {integration.connected_at && <> on {formatDate(integration.connected_at)}</>}
          </p>
        )}
        {!integration.configured && (
          <p className="mt-auto flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-800">
            <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {REPOSITORY_MESSAGES.notConfigured}
          </p>
        )}
      </div>
      {action && <div className="flex items-center border-t border-zinc-100 px-5 py-3">{action}</div>}
    </Card>
  );
}

function ConnectionBadge({ integration }: { integration: Integration }) {
  if (integration.isActive)
    return (
      <Badge tone="active" className="mt-1">
        <CheckCircle2 className="size-3" aria-hidden="true" />
        Connected
      </Badge>
    );
  if (!integration.configured)
    return (
      <Badge tone="warning" className="mt-1">
        Not available
      </Badge>
    );
  return <Badge className="mt-1">Not connected</Badge>;
}

export interface IntegrationButtonProps {
  integration: Integration;
  isBusy: boolean;
  /** Why the user's role may not connect or disconnect platforms, if it may not. */
  disabledReason?: string;
  onAdd: () => void;
  onRemove: () => void;
}

/** Add Integration or Remove Integration (docs/product.md § Git integrations); none for a platform this server cannot connect. */
export function IntegrationButton({ integration, isBusy, disabledReason, onAdd, onRemove }: IntegrationButtonProps) {
  if (!integration.configured && !integration.isActive) return null;
  return integration.isActive ? (
    <Button
      variant="secondary"
      size="sm"
      onClick={onRemove}
      className="ml-auto text-red-600 hover:text-red-700"
      disabledReason={disabledReason}
    >
      <Unplug className="size-4" aria-hidden="true" />
      Remove Integration
    </Button>
  ) : (
    <Button size="sm" onClick={onAdd} loading={isBusy} className="ml-auto" disabledReason={disabledReason}>
      {!isBusy && <Plus className="size-4" aria-hidden="true" />}
      Add Integration
    </Button>
  );
}
