import type { MessageDescriptor } from 'react-intl';
import type { ShopErrorEntry } from './errors';

interface CatalogueEntry {
  code: number;
  /** When set, the entry only matches errors about this request parameter. */
  parameter?: string;
  message: MessageDescriptor;
}

/**
 * Translations of API error codes (spec §8). The English source texts are the spec's. Add an entry
 * here (and its translations in shared/src/i18n/messages) when the API gains a code shoppers can meet.
 */
export const ERROR_CATALOGUE: readonly CatalogueEntry[] = [
  {
    code: 2015,
    message: { id: 'error.2015', defaultMessage: 'Exceeded the Apple gift card sum limit in the order (500 euro per order)' },
  },
  { code: 2030, message: { id: 'error.2030', defaultMessage: 'Exceeding of gift card limit in the order' } },
  {
    code: 2031,
    message: { id: 'error.2031', defaultMessage: 'Not possible to continue with this gift card because currently it is out the stock.' },
  },
  {
    code: 2035,
    message: {
      id: 'error.2035',
      defaultMessage:
        'We were unable to process your payment. Please try a different payment method or contact your bank for more information.',
    },
  },
  {
    code: 2036,
    message: { id: 'error.2036', defaultMessage: 'Too many attempts have been made. Please try again later or use a different payment method.' },
  },
  // Spec §8 PIN attempts rate limit: the same code, about the PIN.
  { code: 2036, parameter: 'input.pin', message: { id: 'error.2036.pin', defaultMessage: 'Maximum number of attempts reached, please try again later.' } },
  // Spec §8 card errors: a wrong number and a wrong PIN are both "unknown".
  { code: 2040, message: { id: 'error.2040', defaultMessage: 'We do not know this combination of card number and PIN. Please check both.' } },
  { code: 2041, message: { id: 'error.2041', defaultMessage: 'This gift card is blocked.' } },
  { code: 2042, message: { id: 'error.2042', defaultMessage: 'This gift card has expired.' } },
  { code: 2043, message: { id: 'error.2043', defaultMessage: 'This gift card has not been activated yet.' } },
  { code: 2044, message: { id: 'error.2044', defaultMessage: 'There is no balance left on this gift card.' } },
  { code: 2045, message: { id: 'error.2045', defaultMessage: 'You have already added this gift card.' } },
  { code: 2046, message: { id: 'error.2046', defaultMessage: 'This gift card cannot be redeemed here.' } },
  { code: 2047, message: { id: 'error.2047', defaultMessage: 'This gift card belongs to another store.' } },
  { code: 2048, message: { id: 'error.2048', defaultMessage: 'A test card cannot be added to the cart.' } },
  { code: 2049, message: { id: 'error.2049', defaultMessage: 'The robot check failed. Please confirm again that you are not a robot.' } },
  { code: 2050, message: { id: 'error.2050', defaultMessage: 'Your redeem data is no longer available. Please check your card balance again.' } },
  { code: 2051, parameter: 'input.productId', message: { id: 'error.2051.remaining', defaultMessage: 'The remaining balance is too low for this gift card.' } },
  { code: 2051, message: { id: 'error.2051', defaultMessage: 'Please choose one of the amounts of this card, or an amount within its range.' } },
];

export const GENERIC_ERROR_DESCRIPTOR: MessageDescriptor = {
  id: 'error.generic',
  defaultMessage:
    'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.',
};

/**
 * Spec §8: match on the code, then on the referenced parameter, falling back to the first entry of
 * that code; no entry means the generic message.
 */
export function errorMessageFor(error: Pick<ShopErrorEntry, 'code' | 'referencedRequestParameter'>): MessageDescriptor {
  const sameCode = ERROR_CATALOGUE.filter((entry) => entry.code === error.code);
  const exact = sameCode.find((entry) => entry.parameter !== undefined && entry.parameter === error.referencedRequestParameter);
  return (exact ?? sameCode.find((entry) => entry.parameter === undefined) ?? sameCode[0])?.message ?? GENERIC_ERROR_DESCRIPTOR;
}
