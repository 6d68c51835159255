/**
 * Formatting and escaping shared by the mail templates and the card PDF: amounts and dates through
 * Intl in the mail's language, HTML escaping, and guards for values that end up in attributes
 * (colours, URLs).
 */
import type { MailMoney } from './mail-types';

export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** Language and region of a BCP 47 tag ('pt-br' → pt, BR); null for a tag that is not well-formed. */
function parts(tag: string): { language: string; region: string | undefined } | null {
  try {
    const { language, region } = new Intl.Locale(tag);
    return { language, region };
  } catch {
    return null;
  }
}

/**
 * The locale for Intl. The payload's (the storefront's, e.g. 'pt-br', 'es-mx', 'de-ch') when it is of
 * the mail's language; a locale of another language lends only its region, so a French mail of the
 * Belgian storefront (nl-be) reads fr-BE and an English mail of the German one en-DE, never Dutch or
 * German dates in a French or English text. Else the language alone, else en.
 */
export function mailLocale(language: string, locale?: string): string {
  const mail = parts(language);
  const given = locale ? parts(locale) : null;
  const regional =
    !locale || !mail || !given || given.language === mail.language
      ? locale
      : given.region && !mail.region
        ? `${mail.language}-${given.region}`
        : undefined;
  for (const candidate of [regional, language]) {
    if (!candidate) continue;
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(candidate);
      if (supported) return supported;
    } catch {
      // not a well-formed tag: try the next
    }
  }
  return 'en';
}

export function validTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

export function formatMoney(money: MailMoney, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(money.cents / 100);
  } catch {
    return `${(money.cents / 100).toFixed(2)} ${money.currency}`;
  }
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(value: string, timeZone: string): Date | null {
  const m = DATE_ONLY.exec(value);
  if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // A date-time: the calendar day it is in the time zone, as a UTC noon.
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  return parseDay(parts, timeZone);
}

/** A calendar day (YYYY-MM-DD, or the day of a date-time in the zone): "Montag, 24. November 2025". */
export function formatDay(
  value: string,
  locale: string,
  timeZone: string = DEFAULT_TIME_ZONE,
  options: { weekday?: boolean; year?: boolean } = {},
): string {
  const day = parseDay(value, timeZone);
  if (!day) return value;
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    ...(options.weekday === false ? {} : { weekday: 'long' }),
    day: 'numeric',
    month: 'long',
    ...(options.year === false ? {} : { year: 'numeric' }),
  }).format(day);
}

/** A moment in the zone: "Montag, 24. November 2025 um 09:00". */
export function formatMoment(value: string, locale: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(date);
}

/** 19 digits in groups of 4 (the last one 3): "6299 1234 5678 9012 345". */
export function groupCardNumber(number: string): string {
  const digits = number.replace(/\s+/g, '');
  return digits.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A CSS colour we accept into a style attribute (#rgb, #rrggbb, #rrggbbaa); else the fallback. */
export function safeColor(value: string | null | undefined, fallback: string): string {
  return value && /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim()) ? value.trim() : fallback;
}

/** An absolute http(s) URL, normalised; null for anything else (javascript:, relative, garbage). */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** One line for a header (subject): no control characters, collapsed white space. */
export function headerText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
}
