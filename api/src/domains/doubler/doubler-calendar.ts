/**
 * The doubler's calendar (issue 18, spec §9 "Doubler draw: first Monday of the month"; ADR 0025), pure:
 * the current instant is always passed in. Months are 'YYYY-MM'; days 'YYYY-MM-DD'. Every date is the
 * storefront's own: its country's time zone decides which month an entry counts for, when a month's
 * entries close and when the first Monday has come (a German entry at 00:30 on 1 November counts for
 * November, although it is still October in UTC).
 */
import { localDate, timeZoneForCountry } from '../cart/delivery/delivery-dates';

export type Month = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' of a sensible year, or null (the API's month arguments go through here). */
export function parseMonth(text: string): Month | null {
  const match = MONTH.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 2000 && year <= 2999 ? `${match[1]}-${match[2]}` : null;
}

/** The month's first day, as stored (`doubler_entries.month`, a date). */
export function monthStart(month: Month): string {
  return `${month}-01`;
}

/** 'YYYY-MM' of a stored month date ('YYYY-MM-DD'). */
export function monthOfDate(date: string): Month {
  return date.slice(0, 7);
}

export function addMonths(month: Month, count: number): Month {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first Monday of a month, 'YYYY-MM-DD'. */
export function firstMonday(month: Month): string {
  const first = new Date(`${monthStart(month)}T00:00:00Z`);
  // getUTCDay: 0 Sunday … 6 Saturday; days until Monday (1).
  const offset = (8 - first.getUTCDay()) % 7;
  return `${month}-${String(1 + offset).padStart(2, '0')}`;
}

/** The day a month's entries are drawn: the first Monday of the month after it. */
export function drawDateOf(month: Month): string {
  return firstMonday(addMonths(month, 1));
}

export function storefrontTimeZone(countryCode: string): string {
  return timeZoneForCountry(countryCode);
}

/** The month it is now in the storefront's country. */
export function currentMonth(now: Date, countryCode: string): Month {
  return localDate(now, countryCode).slice(0, 7);
}

/** Has the day of the month's draw come (in the storefront's country)? Only then may it be drawn by the job. */
export function isDrawDue(month: Month, now: Date, countryCode: string): boolean {
  return localDate(now, countryCode) >= drawDateOf(month);
}

/** Are the month's entries closed (a later month has begun in the storefront's country)? */
export function isMonthOver(month: Month, now: Date, countryCode: string): boolean {
  return currentMonth(now, countryCode) > month;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at an instant (ms; negative west of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const { type, value } of formatter.formatToParts(new Date(instant))) parts[type] = Number(value);
  const wall = Date.UTC(parts.year as number, (parts.month as number) - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a day begins in a time zone (its 00:00 wall-clock time). The offset is taken twice: once
 * at the UTC midnight, once at the first guess, which settles days whose offset changes overnight.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - zoneOffsetMs(utcMidnight, timeZone);
  return new Date(utcMidnight - zoneOffsetMs(guess, timeZone));
}

/** The last moment of the month in the storefront's country: entries until then count for it. */
export function entryDeadline(month: Month, countryCode: string): Date {
  return new Date(startOfDayIn(monthStart(addMonths(month, 1)), storefrontTimeZone(countryCode)).getTime() - 1);
}
