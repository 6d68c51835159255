/**
 * Delivery dates for the cart, per the shop spec: "Same-day dispatch for orders before 17:00 on
 * working days. Digital delivery within 1 hour; physical 2-4 working days."
 *
 * Pure functions: the current instant is always passed in, so callers and tests control the clock.
 * Calendar days are 'YYYY-MM-DD' strings in the storefront country's local time; day arithmetic
 * runs on UTC midnights, which have no daylight saving time to trip over.
 */
import { createRequire } from 'node:module';
import type Holidays from 'date-holidays';

export const DISPATCH_CUTOFF_HOUR = 17;
export const DIGITAL_DELIVERY_MINUTES = 60;
export const PHYSICAL_DELIVERY_WORKING_DAYS = { min: 2, max: 4 } as const;
export const MAX_SCHEDULE_DAYS = 365;
/** A scheduled time may lie this far in the past: the form was filled in a moment ago. */
export const SCHEDULE_PAST_TOLERANCE_MINUTES = 5;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DEFAULT_TIME_ZONE = 'Europe/Berlin';

const TIME_ZONES: Record<string, string> = {
  DE: 'Europe/Berlin',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  FR: 'Europe/Paris',
  ES: 'Europe/Madrid',
  IT: 'Europe/Rome',
  PL: 'Europe/Warsaw',
  SE: 'Europe/Stockholm',
  DK: 'Europe/Copenhagen',
  NO: 'Europe/Oslo',
  PT: 'Europe/Lisbon',
  IE: 'Europe/Dublin',
  GB: 'Europe/London',
  US: 'America/New_York',
  CA: 'America/Toronto',
  MX: 'America/Mexico_City',
  BR: 'America/Sao_Paulo',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  AE: 'Asia/Dubai',
};

/** Storefronts may say 'UK'; ISO 3166 (and date-holidays, which knows no 'UK') says 'GB'. */
function normaliseCountry(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  return code === 'UK' ? 'GB' : code;
}

export function timeZoneForCountry(countryCode: string): string {
  return TIME_ZONES[normaliseCountry(countryCode)] ?? DEFAULT_TIME_ZONE;
}

// ---- calendar days ('YYYY-MM-DD' as UTC midnight) ----

function parseDay(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  // The round trip rejects dates that Date.parse would roll over, such as 2026-02-30.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(ms) || formatDay(ms) !== date) {
    throw new RangeError(`Invalid date '${date}', expected YYYY-MM-DD`);
  }
  return ms;
}

function formatDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Milliseconds of an instant; an invalid Date must not silently become 'now' or 'no problem'. */
function timeOf(instant: Date): number {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
  return ms;
}

// ---- public holidays ----

const holidaysByCountry = new Map<string, Holidays>();
const holidayDates = new Map<string, Set<string>>();

let HolidaysClass: typeof Holidays | undefined;

/**
 * date-holidays, loaded on the first question about a holiday, not when the API is imported: loading
 * it cost ~0.15–0.2 s of CPU in every process start and every API test file, most of which never ask.
 * The functions here are synchronous, hence a `require` (Node's, from this module, the same from the
 * sources as from api/dist/main.mjs). It loads the package's CommonJS build, built from the same
 * sources and data as its ES module: both give the same public holidays for every country above (and
 * an unknown one) in 2020–2035.
 */
function holidaysClass(): typeof Holidays {
  HolidaysClass ??= createRequire(import.meta.url)('date-holidays') as typeof Holidays;
  return HolidaysClass;
}

/** Nationwide public holidays only: no state or region, and no bank/school/optional/observance days. */
function holidaysFor(country: string): Holidays {
  let holidays = holidaysByCountry.get(country);
  if (!holidays) {
    // An unknown country yields an instance without holidays: weekends are then the only days off.
    holidays = new (holidaysClass())(country, { types: ['public'] });
    holidaysByCountry.set(country, holidays);
  }
  return holidays;
}

function publicHolidayDates(country: string, year: number): Set<string> {
  const key = `${country}:${year}`;
  let dates = holidayDates.get(key);
  if (!dates) {
    dates = new Set();
    const holidays = holidaysFor(country);
    // The previous year too: a multi-day holiday (Eid in AE lasts 3 days) may run into January.
    for (const holiday of [...holidays.getHolidays(year - 1), ...holidays.getHolidays(year)]) {
      if (holiday.type !== 'public') continue;
      // `date` is the local calendar day ('YYYY-MM-DD hh:mm:ss [offset]'); start/end give the length.
      const first = Date.parse(`${holiday.date.slice(0, 10)}T00:00:00Z`);
      const days = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
      for (let i = 0; i < days; i++) dates.add(formatDay(first + i * DAY_MS));
    }
    holidayDates.set(key, dates);
  }
  return dates;
}

/** 'YYYY-MM-DD' is a working day in that country (Mon–Fri, not a public holiday). */
export function isWorkingDay(date: string, countryCode: string): boolean {
  const weekday = new Date(parseDay(date)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidayDates(normaliseCountry(countryCode), Number(date.slice(0, 4))).has(date);
}

/** Adds n working days to a 'YYYY-MM-DD' date (n >= 0; n = 0 returns the date itself). */
export function addWorkingDays(date: string, n: number, countryCode: string): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Invalid number of working days: ${n}`);
  let ms = parseDay(date);
  for (let left = n; left > 0; ) {
    ms += DAY_MS;
    if (isWorkingDay(formatDay(ms), countryCode)) left--;
  }
  return formatDay(ms);
}

// ---- local wall-clock time ----

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

function localParts(now: Date, countryCode: string): { date: string; hour: number } {
  const timeZone = timeZoneForCountry(countryCode);
  let formatter = hourFormatters.get(timeZone);
  if (!formatter) {
    // h23: midnight is hour 0 (some engines print '24' with hour12: false).
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormatters.set(timeZone, formatter);
  }
  const date = dayIn(now, timeZone);
  return { date, hour: Number(formatter.formatToParts(now).find((part) => part.type === 'hour')?.value) };
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day 'YYYY-MM-DD' an instant falls on in a time zone: the one day helper of the API's
 * domains (delivery dates, the doubler's month, a gift card's purchase and last valid day).
 */
export function dayIn(instant: Date, timeZone: string): string {
  timeOf(instant);
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  // By parts: no locale's order or separators to rely on.
  const parts: Record<string, string> = {};
  for (const { type, value } of formatter.formatToParts(instant)) parts[type] = value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The local calendar day 'YYYY-MM-DD' of an instant in the country's time zone. */
export function localDate(now: Date, countryCode: string): string {
  return dayIn(now, timeZoneForCountry(countryCode));
}

// ---- delivery windows ----

/** Physical cards: the dispatch day (today if a working day and before 17:00 local time, else the next working day) and the arrival window 2–4 working days after it. Dates as 'YYYY-MM-DD'. */
export function physicalDelivery(now: Date, countryCode: string): { dispatchDate: string; from: string; to: string } {
  const { date: today, hour } = localParts(now, countryCode);
  const dispatchDate =
    hour < DISPATCH_CUTOFF_HOUR && isWorkingDay(today, countryCode) ? today : addWorkingDays(today, 1, countryCode);
  return {
    dispatchDate,
    from: addWorkingDays(dispatchDate, PHYSICAL_DELIVERY_WORKING_DAYS.min, countryCode),
    to: addWorkingDays(dispatchDate, PHYSICAL_DELIVERY_WORKING_DAYS.max, countryCode),
  };
}

/** Digital cards: sent at scheduledAt (if given and later than now) else now; arrive within 1 hour. ISO 8601 UTC strings (Date.toISOString()). */
export function digitalDelivery(now: Date, scheduledAt: Date | null): { from: string; to: string } {
  const nowMs = timeOf(now);
  const sendAt = scheduledAt && timeOf(scheduledAt) > nowMs ? timeOf(scheduledAt) : nowMs;
  return {
    from: new Date(sendAt).toISOString(),
    to: new Date(sendAt + DIGITAL_DELIVERY_MINUTES * MINUTE_MS).toISOString(),
  };
}

/** A scheduled moment as clients send it: ISO 8601 with a time and an offset (or Z); null otherwise (a bare local time would be ambiguous). */
export function parseScheduledAt(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** Why a scheduled digital delivery time is refused: more than 5 minutes past, or more than 365 days ahead. */
export function checkScheduledAt(now: Date, scheduledAt: Date): 'past' | 'too-far' | null {
  const ahead = timeOf(scheduledAt) - timeOf(now);
  if (ahead < -SCHEDULE_PAST_TOLERANCE_MINUTES * MINUTE_MS) return 'past';
  if (ahead > MAX_SCHEDULE_DAYS * DAY_MS) return 'too-far';
  return null;
}
