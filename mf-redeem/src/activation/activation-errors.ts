import type { ErrorCatalogueEntry } from '@shop/shared';
import { REDEEM_ERROR_CATALOGUE } from '../common/redeem-errors';

/** The activation's error codes on top of the redeem flow's card errors (they ship with its pages only). */
export const ACTIVATION_ERROR_CATALOGUE: readonly ErrorCatalogueEntry[] = [
  // Spec §8 activation failed and card prefix mismatch (ADR 0024).
  { code: 2052, message: { id: 'redeem.error.2052', defaultMessage: 'This card cannot be activated: it is already active, its activation is under way, or it is not a blank card.' } },
  { code: 2053, parameter: 'input.cardNumber', message: { id: 'redeem.error.2053', defaultMessage: 'This card number does not belong to this shop. Please check the number, or activate the card in the shop it comes from.' } },
  ...REDEEM_ERROR_CATALOGUE,
];
