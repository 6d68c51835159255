import { useStorefront } from '@shop/shared';
import { useIntl } from 'react-intl';

/** Money formatting is the shop's one rule (@shop/shared). */
export { useFormatMoney } from '@shop/shared';

/** A calendar date of the API ("YYYY-MM-DD") as a local date, so no time zone shifts the day. */
export function parseDay(day: string): Date {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function useFormatDay(): (day: string) => string {
  const intl = useIntl();
  return (day) => intl.formatDate(parseDay(day), { weekday: 'short', day: 'numeric', month: 'long' });
}

/** A moment in the storefront's time zone, as the mails say it (issue 35: the page used the browser's). */
export function useFormatMoment(): (iso: string) => { date: string; time: string } {
  const intl = useIntl();
  const { timeZone } = useStorefront().config;
  return (iso) => {
    const moment = new Date(iso);
    return {
      date: intl.formatDate(moment, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone }),
      time: intl.formatTime(moment, { hour: '2-digit', minute: '2-digit', timeZone }),
    };
  };
}
