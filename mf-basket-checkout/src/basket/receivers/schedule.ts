/** Spec: the API refuses a delivery moment in the past or more than 365 days ahead (2001 on scheduledAt). */
export const MAX_DAYS_AHEAD = 365;

/*
 * A scheduled delivery is chosen and shown in the storefront's time zone (its config's timeZone), not
 * the browser's: the mail that says when the card goes out formats it in that zone too, so a shopper
 * whose computer is set to another zone sees the same "09:00" on the page and in the mail (issue 35).
 */

const pad = (n: number) => String(n).padStart(2, '0');

function partsIn(instant: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: value('year'), month: value('month'), day: value('day'), hour: value('hour'), minute: value('minute') };
}

/** The calendar day ("YYYY-MM-DD") of an instant in the zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The wall-clock time ("HH:MM") of an instant in the zone. */
export function timeIn(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const p = partsIn(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The chosen date and time, read in the storefront's zone, as ISO 8601 with that zone's offset (what
 * the contract asks for). Null for a malformed value or a time the zone skips (the spring DST gap).
 */
export function toIsoInZone(day: string, time: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  if (Number.isNaN(wall)) return null;
  // The offset at the wall time read as UTC, then again at the instant it gives (DST changes between).
  let offset = offsetMinutes(wall, timeZone);
  offset = offsetMinutes(wall - offset * 60_000, timeZone);
  const instant = new Date(wall - offset * 60_000);
  if (dayIn(instant, timeZone) !== day || timeIn(instant, timeZone) !== time) return null;
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${day}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The day `days` after the instant's day in the zone ("YYYY-MM-DD"). */
export function dayAfter(instant: Date, days: number, timeZone: string): string {
  const [y, m, d] = dayIn(instant, timeZone).split('-').map(Number) as [number, number, number];
  const later = new Date(Date.UTC(y, m - 1, d + days));
  return `${later.getUTCFullYear()}-${pad(later.getUTCMonth() + 1)}-${pad(later.getUTCDate())}`;
}

export type ScheduleProblem = 'required' | 'past' | 'tooFar';

export function checkSchedule(iso: string | null, now: Date = new Date()): ScheduleProblem | null {
  if (!iso) return 'required';
  const moment = new Date(iso).getTime();
  if (moment <= now.getTime()) return 'past';
  if (moment > now.getTime() + MAX_DAYS_AHEAD * 24 * 60 * 60 * 1000) return 'tooFar';
  return null;
}
