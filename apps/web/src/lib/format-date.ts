/**
 * The one place dates become text, so every screen shows them the same way. Values come from the API as
 * ISO strings; an empty or unreadable value shows as a dash rather than "Invalid Date".
 */
export type DateStyle = 'short' | 'long' | 'dateTime';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};

export const EMPTY_DATE = '—';

export interface FormatDateOptions {
  style?: DateStyle;
  /** For tests and receipts; defaults to the browser's own time zone. */
  timeZone?: string;
  locale?: string;
}

export function formatDate(
  value: string | number | Date | null | undefined,
  { style = 'short', timeZone, locale = 'en-GB' }: FormatDateOptions = {},
): string {
  if (value === null || value === undefined || value === '') return EMPTY_DATE;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return EMPTY_DATE;
  return new Intl.DateTimeFormat(locale, { ...OPTIONS[style], timeZone }).format(date);
}
