import type { ErrorCatalogueEntry } from '@shop/shared';

/**
 * The redeem flow's error codes (spec §8 card errors, captcha, PIN attempts, redeem data; a feature's own codes travel with its pages): shown in
 * the redeem screens, so they travel with this remote rather than in every page's shared bundle. The
 * shared catalogue (errorMessageFor) answers the general codes.
 */
export const REDEEM_ERROR_CATALOGUE: readonly ErrorCatalogueEntry[] = [
  { code: 2036, parameter: 'input.pin', message: { id: 'redeem.error.2036.pin', defaultMessage: 'Maximum number of attempts reached, please try again later.' } },
  { code: 2040, message: { id: 'redeem.error.2040', defaultMessage: 'We do not know this combination of card number and PIN. Please check both.' } },
  { code: 2041, message: { id: 'redeem.error.2041', defaultMessage: 'This gift card is blocked.' } },
  { code: 2042, message: { id: 'redeem.error.2042', defaultMessage: 'This gift card has expired.' } },
  { code: 2043, message: { id: 'redeem.error.2043', defaultMessage: 'This gift card has not been activated yet.' } },
  { code: 2044, message: { id: 'redeem.error.2044', defaultMessage: 'There is no balance left on this gift card.' } },
  { code: 2045, message: { id: 'redeem.error.2045', defaultMessage: 'You have already added this gift card.' } },
  { code: 2046, message: { id: 'redeem.error.2046', defaultMessage: 'This gift card cannot be redeemed here.' } },
  { code: 2047, message: { id: 'redeem.error.2047', defaultMessage: 'This gift card belongs to another store.' } },
  { code: 2048, message: { id: 'redeem.error.2048', defaultMessage: 'A test card cannot be added to the cart.' } },
  { code: 2049, message: { id: 'redeem.error.2049', defaultMessage: 'The robot check failed. Please confirm again that you are not a robot.' } },
  { code: 2050, message: { id: 'redeem.error.2050', defaultMessage: 'Your redeem data is no longer available. Please check your card balance again.' } },
  { code: 2051, parameter: 'input.productId', message: { id: 'redeem.error.2051.remaining', defaultMessage: 'The remaining balance is too low for this gift card.' } },
  // Placing: the card's balance fell since the choice (another redeem of it), spec §5 minimum remaining balance.
  { code: 2051, parameter: 'input.idempotencyKey', message: { id: 'redeem.error.2051.remainingOrder', defaultMessage: 'Less would now remain on your gift card than one of your chosen cards needs. Please change your choice.' } },
  { code: 2051, message: { id: 'redeem.error.2051', defaultMessage: 'Please choose one of the amounts of this card, or an amount within its range.' } },
];
