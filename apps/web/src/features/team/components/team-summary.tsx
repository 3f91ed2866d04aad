import { MailPlus, UserCheck, Users, type LucideIcon } from 'lucide-react';

import { Card } from '@/components/ui/card';

export interface TeamSummaryProps {
  summary: { total: number; active: number; pending_invitations: number } | undefined;
}

/** The team page's summary cards (docs/product.md § Team page), counted by the server. Three across even on a phone. */
export function TeamSummary({ summary }: TeamSummaryProps) {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-4">
      <SummaryCard icon={Users} label="Team members" value={summary?.total} />
      <SummaryCard icon={UserCheck} label="Active" value={summary?.active} />
      <SummaryCard icon={MailPlus} label="Pending invitations" value={summary?.pending_invitations} />
    </div>
  );
}

function SummaryCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number | undefined }) {
  return (
    <Card padding="none" className="flex items-center gap-4 p-3 sm:p-4">
      <div className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-600 ring-1 ring-accent-100 sm:flex">
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <div className="min-w-0">
        <p className="text-xs text-zinc-500 sm:text-sm">{label}</p>
        <p className="text-xl font-semibold tracking-tight text-zinc-900 tabular-nums sm:text-2xl">{value ?? '—'}</p>
      </div>
    </Card>
  );
}
