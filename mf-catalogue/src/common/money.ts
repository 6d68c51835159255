import { useIntl } from 'react-intl';
import type { Money } from './types';

/** Formats money for the page's locale (spec §9: prices rounded to 2 decimals). */
export function useFormatMoney(): (money: Pick<Money, 'value' | 'currency'>, options?: { whole?: boolean }) => string {
  const intl = useIntl();
  return (money, options = {}) =>
    intl.formatNumber(money.value, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: options.whole && Number.isInteger(money.value) ? 0 : 2,
      maximumFractionDigits: 2,
    });
}
