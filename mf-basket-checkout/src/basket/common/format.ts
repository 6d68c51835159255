import { useIntl } from 'react-intl';
import type { Money } from '../cart-query';

/** Money in the page's locale (spec §9: 2 decimals). */
export function useFormatMoney(): (money: Pick<Money, 'value' | 'currency'>) => string {
  const intl = useIntl();
  return (money) => intl.formatNumber(money.value, { style: 'currency', currency: money.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A calendar date of the API ("YYYY-MM-DD") as a local date, so no time zone shifts the day. */
export function parseDay(day: string): Date {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function useFormatDay(): (day: string) => string {
  const intl = useIntl();
  return (day) => intl.formatDate(parseDay(day), { weekday: 'short', day: 'numeric', month: 'long' });
}

export function useFormatMoment(): (iso: string) => { date: string; time: string } {
  const intl = useIntl();
  return (iso) => {
    const moment = new Date(iso);
    return {
      date: intl.formatDate(moment, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }),
      time: intl.formatTime(moment, { hour: '2-digit', minute: '2-digit' }),
    };
  };
}
