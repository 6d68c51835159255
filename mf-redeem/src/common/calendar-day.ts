import { useCallback } from 'react';
import { useIntl } from 'react-intl';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date from the API ('YYYY-MM-DD', e.g. a card's last valid day, GiftCardBalance.lastValidDay)
 * in the page's language, as that very day in every browser: the date is written out at noon UTC and
 * formatted in UTC, so a browser west or east of the storefront never moves it a day (a date is not an
 * instant: `new Date('2029-12-31')` is 30 December in New York).
 */
export function useCalendarDay(): (day: string, options?: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'weekday' | 'day' | 'month' | 'year'>) => string {
  const intl = useIntl();
  return useCallback(
    (day, options = { dateStyle: 'long' }) => {
      const match = DAY.exec(day);
      if (!match) return day;
      const [, year, month, date] = match;
      return intl.formatDate(Date.UTC(Number(year), Number(month) - 1, Number(date), 12), { ...options, timeZone: 'UTC' });
    },
    [intl],
  );
}
