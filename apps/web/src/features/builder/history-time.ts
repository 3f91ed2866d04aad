import { formatDate } from '@/lib/format-date';

/**
 * When a revision was saved or a publish made, with the time (docs/product.md § Draft and live): two saves of one
 * day must be told apart. In the browser's own language, e.g. "27 Nov 2026, 14:32".
 */
export function formatHistoryTime(value: string): string {
  return formatDate(value, { style: 'dateTime', locale: navigator.language });
}

/** "Nora Field", or nothing for an account that is gone. */
export function authorName(person: { first: string; last: string } | null): string | null {
  return person ? `${person.first} ${person.last}`.trim() : null;
}
