/**
 * The daily schedule of a deployment (docs/product.md § Schedules and push-to-deploy: a time of day as H:M:S). A time
 * input gives `HH:MM` or `HH:MM:SS`; an empty one means no schedule.
 */
export function scheduleFromTimeInput(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^\d{1,2}:\d{1,2}$/.test(trimmed) ? `${trimmed}:00` : trimmed;
}

/** The browser's own time zone, the default for a new schedule; UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every time zone the browser knows, with `current` kept in the list even if the browser lacks it. */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(['UTC', ...known]);
  zones.add(current);
  return [...zones].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}
