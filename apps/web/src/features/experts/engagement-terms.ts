import type { ExpertHire } from '@aerie/contract';

import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The engagement's state in a word, as the badge shows it. */
export function engagementStatus(hire: ExpertHire): {
  label: string;
  tone: 'info' | 'success' | 'warning' | 'neutral' | 'danger';
} {
  if (hire.status === 'cancelled') return { label: 'Cancelled', tone: 'neutral' };
  if (hire.status === 'past_due') return { label: 'Past due', tone: 'danger' };
  if (hire.cancel_at_period_end) return { label: `Ends on ${formatDate(hire.period_ends_at)}`, tone: 'warning' };
  if (hire.status === 'trialing') return { label: 'Free trial', tone: 'info' };
  return { label: 'Active', tone: 'success' };
}

/** Whole days left in the period in progress (the trial, or the month paid for); 0 once it is over. */
export function daysLeft(hire: ExpertHire, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(hire.period_ends_at) - now) / DAY_MS));
}

/** What cancelling does now, said before it is confirmed (issue 25: at the period's end, no refund). */
export function cancellationTerms(hire: ExpertHire): string {
  const end = formatDate(hire.period_ends_at);
  if (hire.status === 'trialing')
    return `Your engagement ends on ${end}, when the free trial would have. Nothing is charged.`;
  if (hire.status === 'past_due') return 'Your engagement ends now. Nothing more is charged.';
  return `Your engagement ends on ${end}, at the end of the month already paid for. Nothing more is charged, and the rest of this month is not refunded.`;
}

/** The next charge, or why there is none. */
export function nextCharge(hire: ExpertHire): string {
  const amount = formatPrice(hire.amount_per_month, hire.currency);
  const card = hire.card_last4 ? ` to the card ending ${hire.card_last4}` : '';
  if (hire.status === 'cancelled') return `None: it ended on ${formatDate(hire.ended_at)}.`;
  if (hire.status === 'past_due') return 'None: the last charge was declined.';
  if (hire.cancel_at_period_end) return `None: it ends on ${formatDate(hire.period_ends_at)}.`;
  return `${amount} on ${formatDate(hire.period_ends_at)}${card}`;
}
