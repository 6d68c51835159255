import { useIntl } from 'react-intl';

/**
 * Money in the page's locale (spec §9: prices rounded to 2 decimals). `whole` drops ",00" from whole
 * amounts (amount buttons such as "25 €").
 */
export function useFormatMoney(): (money: { value: number; currency: string }, options?: { whole?: boolean }) => string {
  const intl = useIntl();
  return (money, options = {}) =>
    intl.formatNumber(money.value, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: options.whole && Number.isInteger(money.value) ? 0 : 2,
      maximumFractionDigits: 2,
    });
}
