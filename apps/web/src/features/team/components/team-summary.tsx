import { MailPlus, UserCheck, Users, type LucideIcon } from 'lucide-react';

import { Card } from '@/components/ui/card';

export interface TeamSummaryProps {
  summary: { total: number; active: number; pending_invitations: number } | undefined;
}

/** The team page's summary cards (001 §2), counted by the server. */
export function TeamSummary({ summary }: TeamSummaryProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <SummaryCard icon={Users} label="Team members" value={summary?.total} />
      <SummaryCard icon={UserCheck} label="Active members" value={summary?.active} />
      <SummaryCard icon={MailPlus} label="Pending invitations" value={summary?.pending_invitations} />
    </div>
  );
}

function SummaryCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number | undefined }) {
  return (
    <Card padding="sm" className="flex items-center gap-4">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-600 ring-1 ring-accent-100">
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <div className="min-w-0">
        <p className="truncate text-sm text-zinc-500">{label}</p>
        <p className="text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums">{value ?? '—'}</p>
      </div>
    </Card>
  );
}
