import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONE: Record<string, BadgeTone> = {
  pending: 'warning',
  paid: 'info',
  shipped: 'active',
  delivered: 'success',
  cancelled: 'neutral',
  expired: 'inactive',
};

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONE[status] ?? 'neutral'}>{status.slice(0, 1).toUpperCase() + status.slice(1)}</Badge>;
}
