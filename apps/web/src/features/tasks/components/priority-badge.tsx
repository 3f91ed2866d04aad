import type { TaskPriority } from '@aerie/contract';

import { Badge } from '@/components/ui/badge';

import { PRIORITY_LABELS, PRIORITY_TONES } from '../task-display';

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return (
    <Badge tone={PRIORITY_TONES[priority]}>
      <span className="sr-only">Priority: </span>
      {PRIORITY_LABELS[priority]}
    </Badge>
  );
}
