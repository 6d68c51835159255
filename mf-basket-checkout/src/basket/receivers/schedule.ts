/** Spec: the API refuses a delivery moment in the past or more than 365 days ahead (2001 on scheduledAt). */
export const MAX_DAYS_AHEAD = 365;

const pad = (n: number) => String(n).padStart(2, '0');

export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function localTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The chosen local date and time as ISO 8601 with the browser's offset (what the contract asks for). */
export function toIsoWithOffset(day: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const moment = new Date(y, m - 1, d, h, min);
  if (Number.isNaN(moment.getTime()) || localDay(moment) !== day) return null;
  const offset = -moment.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${day}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export type ScheduleProblem = 'required' | 'past' | 'tooFar';

export function checkSchedule(iso: string | null, now: Date = new Date()): ScheduleProblem | null {
  if (!iso) return 'required';
  const moment = new Date(iso).getTime();
  if (moment <= now.getTime()) return 'past';
  if (moment > now.getTime() + MAX_DAYS_AHEAD * 24 * 60 * 60 * 1000) return 'tooFar';
  return null;
}
