import type { ErrorCatalogueEntry } from '@shop/shared';
import { REDEEM_ERROR_CATALOGUE } from '../redeem-errors';

/** The doubler's error codes on top of the redeem flow's card errors (they ship with its pages and modal only). */
export const DOUBLER_ERROR_CATALOGUE: readonly ErrorCatalogueEntry[] = [
  // The balance doubler (ADR 0025): one entry per card and month; a storefront without the doubler.
  { code: 2072, message: { id: 'redeem.error.2072', defaultMessage: 'This card takes part in this month’s draw already.' } },
  { code: 2073, message: { id: 'redeem.error.2073', defaultMessage: 'The balance doubler is not open for entries at the moment.' } },
  ...REDEEM_ERROR_CATALOGUE,
];
