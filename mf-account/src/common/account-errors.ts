import type { ErrorCatalogueEntry } from '@shop/shared';
import { useApiErrorText, useValidationText } from '@shop/shared/forms';
import type { AccountError } from './account-documents';

/**
 * The account screens' error codes (spec §8 user exists, user not found, wrong e-mail and password,
 * incorrect current password, not logged in, could not send e-mail; the captcha and attempts): they
 * travel with this remote. The shared catalogue (errorMessageFor) answers the general codes.
 */
export const ACCOUNT_ERROR_CATALOGUE: readonly ErrorCatalogueEntry[] = [
  { code: 2036, message: { id: 'account.error.2036', defaultMessage: 'Too many attempts. Please wait a while and try again.' } },
  { code: 2049, message: { id: 'account.error.2049', defaultMessage: 'The robot check failed. Please confirm again that you are not a robot.' } },
  { code: 2060, message: { id: 'account.error.2060', defaultMessage: 'An account with this e-mail address exists already.' } },
  { code: 2061, message: { id: 'account.error.2061', defaultMessage: 'We could not find this account.' } },
  { code: 2062, message: { id: 'account.error.2062', defaultMessage: 'The combination of e-mail address and password is not correct.' } },
  { code: 2063, message: { id: 'account.error.2063', defaultMessage: 'Your current password is not correct.' } },
  { code: 2064, message: { id: 'account.error.2064', defaultMessage: 'Please log in first.' } },
  { code: 2065, message: { id: 'account.error.2065', defaultMessage: 'You are already logged in.' } },
  { code: 2066, message: { id: 'account.error.2066', defaultMessage: 'We could not send the e-mail. Please try again later.' } },
  { code: 2068, message: { id: 'account.error.2068', defaultMessage: 'This link is not valid (any more). Please ask for a new one.' } },
  { code: 2069, message: { id: 'account.error.2069', defaultMessage: 'Please confirm your e-mail address first: we have sent you the link again.' } },
  { code: 2070, message: { id: 'account.error.2070', defaultMessage: 'Your address book is full. Please delete a receiver first.' } },
  { code: 2071, message: { id: 'account.error.2071', defaultMessage: 'This receiver is not (or no longer) in your address book.' } },
];

/** An API error in the page's language: a shared validation text by its id, else the code's message. */
export function useAccountErrorText(): (error: AccountError) => string {
  return useApiErrorText(ACCOUNT_ERROR_CATALOGUE);
}

/** A schema issue's message id in the page's language. */
export { useValidationText };
