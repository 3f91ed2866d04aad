/**
 * When a daily schedule next fires: the first instant strictly after `now` at which the wall clock in
 * `timeZone` reads `schedule` (H:M:S). Computed with Intl only (no Temporal in Node 20), DST-safe the way
 * Temporal's 'compatible' disambiguation is: a time skipped by a spring-forward gap fires the same moment
 * later by the gap's length (02:30 → 03:30), a time that happens twice in an autumn overlap fires at the
 * first of the two.
 */
export function nextRunAt(schedule: string, timeZone: string, now: Date): Date {
  const [hour, minute, second] = schedule.split(':').map(Number) as [number, number, number];
  const today = wallClock(now.getTime(), timeZone);
  // Today's occurrence may be past already; tomorrow's is not (two days covers any offset change).
  for (let days = 0; days <= 2; days += 1) {
    const wall = Date.UTC(today.year, today.month - 1, today.day + days, hour, minute, second);
    const instant = instantOfWallClock(wall, timeZone);
    if (instant > now.getTime()) return new Date(instant);
  }
  throw new Error('unreachable: a daily schedule fires within two days');
}

interface WallClock {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`, as milliseconds of a UTC date with the same fields. */
function wallMillis(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

function wallClock(instant: number, timeZone: string): WallClock {
  const wall = new Date(wallMillis(instant, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** The zone's offset from UTC at `instant`, in milliseconds (whole seconds). */
function offsetAt(instant: number, timeZone: string): number {
  const seconds = Math.floor(instant / 1000) * 1000;
  return wallMillis(seconds, timeZone) - seconds;
}

const DAY_MS = 86_400_000;

/** The instant at which the wall clock in `timeZone` reads `wall` (a UTC date carrying the local fields). */
function instantOfWallClock(wall: number, timeZone: string): number {
  // The offsets a day either side of the wall time are the ones on each side of any transition near it.
  const offsetBefore = offsetAt(wall - DAY_MS, timeZone);
  const offsetAfter = offsetAt(wall + DAY_MS, timeZone);
  const matches = [wall - offsetBefore, wall - offsetAfter].filter((instant) => wallMillis(instant, timeZone) === wall);
  // An overlap matches twice: the earlier instant. A gap matches never: the offset from before the gap
  // lands the same distance past it.
  return matches.length > 0 ? Math.min(...matches) : wall - offsetBefore;
}
