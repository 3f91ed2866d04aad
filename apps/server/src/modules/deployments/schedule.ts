/*
 * MINIMAL STAND-IN: helper E owns the schedules and exports this same `nextRunAt` from this file; on merge
 * E's version is kept. It answers when a daily H:M:S in `timeZone` next comes after `now`.
 */

/** The wall-clock parts of `date` in `timeZone`. */
function wallClock(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)!.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The instant when the clock in `timeZone` shows the given wall time (two passes settle DST offsets). */
function instantOf(
  wall: { year: number; month: number; day: number; hour: number; minute: number; second: number },
  timeZone: string,
): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  let guess = asUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = wallClock(new Date(guess), timeZone);
    const shownUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second);
    guess += asUtc - shownUtc;
  }
  return new Date(guess);
}

/** When a deployment with a daily `schedule` (H:M:S) in `timeZone` next runs after `now`; null without one. */
export function nextRunAt(schedule: string | null, timeZone: string, now: Date = new Date()): Date | null {
  if (!schedule) return null;
  const [hour, minute, second] = schedule.split(':').map(Number) as [number, number, number];
  const today = wallClock(now, timeZone);
  for (let dayOffset = 0; dayOffset <= 2; dayOffset += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + dayOffset));
    const candidate = instantOf(
      { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute, second },
      timeZone,
    );
    if (candidate.getTime() > now.getTime()) return candidate;
  }
  return null;
}
