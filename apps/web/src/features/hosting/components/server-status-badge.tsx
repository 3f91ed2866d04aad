import type { Server } from '@aerie/contract';

import { Badge, type BadgeTone } from '@/components/ui/badge';

import { serverStatus, type ServerStatus } from '../server-display';

const TONES: Record<ServerStatus, BadgeTone> = { active: 'active', inactive: 'inactive', expired: 'warning' };

export function ServerStatusBadge({ server }: { server: Pick<Server, 'active' | 'is_expired' | 'pilot_id'> }) {
  const status = serverStatus(server);
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
