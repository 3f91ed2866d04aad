import type { RunStatus } from '@aerie/contract';

import { Badge } from '@/components/ui/badge';

import { RUN_STATUS_LABELS, RUN_STATUS_TONES } from '../run-display';

export function RunStatusBadge({ status }: { status: RunStatus }) {
  return (
    <Badge tone={RUN_STATUS_TONES[status]}>
      {status === 'running' && <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden="true" />}
      {RUN_STATUS_LABELS[status]}
    </Badge>
  );
}
