import { Clock, LinkIcon, MailCheck, MailX, type LucideIcon } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import type { InvitationView } from '../invitation-state';

type ClosedReason = Extract<InvitationView, { kind: 'closed' }>['reason'];

const CLOSED: Record<ClosedReason, { icon: LucideIcon; title: string; text: (inviter: string) => string }> = {
  accepted: {
    icon: MailCheck,
    title: 'This invitation has already been used',
    text: () => 'Each invitation link works once. If you joined with it, log in to find the workspace in your list.',
  },
  expired: {
    icon: Clock,
    title: 'This invitation has expired',
    text: (inviter) => `Invitation links work for 7 days. Ask ${inviter} to send you a new one.`,
  },
  revoked: {
    icon: MailX,
    title: 'This invitation is no longer valid',
    text: (inviter) =>
      `It was withdrawn or replaced by a newer link. Open the latest invitation e-mail, or ask ${inviter} for a new one.`,
  },
};

export interface InvitationStatusProps {
  /** Null for a link the server does not know. */
  reason: ClosedReason | null;
  inviter?: string;
  isSignedIn: boolean;
}

/** The dead ends of an invitation link: unknown, used, expired or withdrawn. */
export function InvitationStatus({
  reason,
  inviter = 'the person who invited you',
  isSignedIn,
}: InvitationStatusProps) {
  const {
    icon: Icon,
    title,
    text,
  } = reason
    ? CLOSED[reason]
    : {
        icon: LinkIcon,
        title: 'This invitation link is not valid',
        text: () => 'Check that you opened the whole link from the e-mail, or ask for a new invitation.',
      };
  return (
    <Card padding="lg" className="text-center">
      <div className="mx-auto mb-6 flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-500 ring-1 ring-zinc-200">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-xl font-semibold tracking-tight text-zinc-900">{title}</h1>
      <p className="mt-2 text-sm text-zinc-500">{text(inviter)}</p>
      <ButtonLink to={isSignedIn ? '/dashboard' : '/login'} variant="secondary" size="lg" className="mt-8 w-full">
        {isSignedIn ? 'Go to your dashboard' : 'Log in'}
      </ButtonLink>
    </Card>
  );
}
