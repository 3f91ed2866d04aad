import { Badge, type BadgeTone } from '@/components/ui/badge';

import { orderStatusLabel } from '../order-status-label';

const TONE: Record<string, BadgeTone> = {
  pending: 'warning',
  paid: 'info',
  shipped: 'active',
  delivered: 'success',
  cancelled: 'neutral',
  expired: 'inactive',
  partially_refunded: 'warning',
  refunded: 'danger',
};

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONE[status] ?? 'neutral'}>{orderStatusLabel(status)}</Badge>;
}
