import { formatDate } from '@/lib/format-date';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "expires in 5 days (3 Dec 2026)": when a pending invitation's link stops working, counted in whole days. */
export function invitationExpiry(expiresAt: string, now: Date): string {
  const left = new Date(expiresAt).getTime() - now.getTime();
  if (Number.isNaN(left)) return '';
  const date = formatDate(expiresAt);
  if (left <= 0) return `expired ${date}`;
  const days = Math.ceil(left / DAY_MS);
  return `expires in ${days === 1 ? '1 day' : `${days} days`} (${date})`;
}
