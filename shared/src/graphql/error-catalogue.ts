import type { MessageDescriptor } from 'react-intl';
import { CONNECTION_FAILURE_CODE, type ShopErrorEntry } from './errors';

export interface ErrorCatalogueEntry {
  code: number;
  /** When set, the entry only matches errors about this request parameter. */
  parameter?: string;
  message: MessageDescriptor;
}

/**
 * Translations of API error codes (spec §8). The English source texts are the spec's. Add an entry
 * here (and its translations in shared/src/i18n/messages) when the API gains a code shoppers can meet.
 */
export const ERROR_CATALOGUE: readonly ErrorCatalogueEntry[] = [
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
  // Spec §8 fraud ('use another payment method'): the provider refused the payment as suspected fraud.
  // Like the provider asks, the text does not say why: only that this method will not do.
  {
    code: 2037,
    message: { id: 'error.2037', defaultMessage: 'We cannot accept this payment. Please use another payment method.' },
  },
  // Spec §8 "wrong e-mail and password combination" and "incorrect current password": wherever the
  // answer reaches the shopper (the account screens have them too, the general error modal now as well).
  { code: 2062, message: { id: 'error.2062', defaultMessage: 'The combination of e-mail address and password is not correct.' } },
  { code: 2063, message: { id: 'error.2063', defaultMessage: 'Your current password is not correct.' } },
  // A password on the list of the commonest ones (register, new password, checkout's create an account).
  { code: 2067, message: { id: 'error.2067', defaultMessage: 'This password is too common. Please choose another one' } },
  // Spec §8 connection failure ('Oh oh, es gibt eine Störung'): no answer from the API (errors.ts).
  {
    code: CONNECTION_FAILURE_CODE,
    message: {
      id: 'error.connection',
      defaultMessage: 'Oh oh, there is a disruption. The connection to the shop is interrupted right now. Please check your internet connection and try again in a moment.',
    },
  },
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
export function errorMessageFor(
  error: Pick<ShopErrorEntry, 'code' | 'referencedRequestParameter'>,
  /** A team's own codes (they travel with its remote, e.g. the redeem flow's card errors), asked first. */
  teamCatalogue: readonly ErrorCatalogueEntry[] = [],
): MessageDescriptor {
  const sameCode = [...teamCatalogue, ...ERROR_CATALOGUE].filter((entry) => entry.code === error.code);
  const exact = sameCode.find((entry) => entry.parameter !== undefined && entry.parameter === error.referencedRequestParameter);
  return (exact ?? sameCode.find((entry) => entry.parameter === undefined) ?? sameCode[0])?.message ?? GENERIC_ERROR_DESCRIPTOR;
}
