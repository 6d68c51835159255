/**
 * The error model of spec §8: every error the API reports carries a numeric `code`, a `message` and
 * the request parameter at fault (`referencedRequestParameter`). Codes below 2000 are the API's own
 * (request scoping, operator); 2000 and up are the shop's business codes (the spec's 2015, 2030, 2031
 * and our cart codes 2001-2003).
 */

export const GENERIC_ERROR_MESSAGE =
  'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.';

export const ErrorCode = {
  /** Anything unexpected; the client shows the generic message (spec §8: "code -1 when missing"). */
  GENERIC: -1,
  INVALID_REQUEST: 1000,
  UNKNOWN_STORE: 1001,
  UNSUPPORTED_LANGUAGE: 1002,
  INVALID_COUNTRY: 1003,
  /** paging.itemsPerPage / paging.pageNumber out of range. */
  INVALID_PAGING: 1100,
  /** A filter value that cannot be applied (unknown page, bad rectangle, too many terms, …). */
  INVALID_FILTER: 1101,
  /** search_v1 / suggestion input empty or too long. */
  INVALID_SEARCH_INPUT: 1102,
  /** A path argument that is not a path. */
  INVALID_PATH: 1103,
  /**
   * The shop is too busy for this now (issue 31): the bounded queue of password and PIN hashing is
   * full. Nothing was done; the same request a moment later is fine.
   */
  BUSY: 1429,
  /** Operator API without a valid bearer token or operator session (or a session that expired). */
  UNAUTHORIZED: 1401,
  /** Operator API: the operator's role does not allow this (issue 19: viewer < releaser < admin). */
  FORBIDDEN: 1403,
  /** Operator accounts: the e-mail address has an operator account already (case-insensitive). */
  OPERATOR_ACCOUNT_EXISTS: 1410,
  /** Operator accounts: no operator account has this id or e-mail address. */
  UNKNOWN_OPERATOR_ACCOUNT: 1411,
  /** Operator accounts: the change would leave no enabled admin account, or an admin would lock themselves out. */
  LAST_ADMIN: 1412,
  /** Operator API tokens (ADR 0038): no personal token has this id, or it is not the caller's. */
  UNKNOWN_API_TOKEN: 1413,
  UNKNOWN_REMOTE: 1501,
  UNKNOWN_RELEASE: 1502,
  RELEASE_CONFLICT: 1503,
  INVALID_ARGUMENT: 1504,
  /** A release declaration that is missing, malformed or breaks the route rules (ADR 0013). */
  INVALID_RELEASE: 1505,
  /** A release built for a @shop/shared contract the shell does not provide (ADR 0013). */
  INCOMPATIBLE_CONTRACT: 1506,
  /** Cart input that breaks a validation rule of spec §5 (the shared valibot schemas). */
  INVALID_CART_INPUT: 2001,
  /** A product or variation that is not sold in this storefront. */
  UNKNOWN_PRODUCT: 2002,
  /** A package, receiver or cart that is not (or no longer) in the visitor's cart. */
  UNKNOWN_CART_ITEM: 2003,
  /** Spec §8: the sum limit of a product per order (Apple, 500 euro). */
  SUM_LIMIT: 2015,
  /** Spec §8: more cards than allowed in the order. */
  CARD_LIMIT: 2030,
  /** Spec §8: out of stock. */
  OUT_OF_STOCK: 2031,
  /** Spec §8: too many attempts (a payment retry limit, or an abuse limit of security/rate-limit.ts). */
  TOO_MANY_ATTEMPTS: 2036,
  /**
   * Spec §8 fraud ('use another payment method'): the provider refused the payment as suspected fraud
   * (its refusal reason, payments/refusal-reasons.ts). The text says no more than that.
   */
  PAYMENT_FRAUD: 2037,
  /** Spec §8 card errors (balance check and redeem); a wrong number and a wrong PIN are both "unknown". */
  CARD_UNKNOWN: 2040,
  CARD_BLOCKED: 2041,
  CARD_EXPIRED: 2042,
  CARD_NOT_ACTIVATED: 2043,
  CARD_NO_BALANCE: 2044,
  CARD_ALREADY_ADDED: 2045,
  CARD_NOT_ALLOWED: 2046,
  CARD_OTHER_STORE: 2047,
  /** Spec §8: a test card cannot be added to the cart (redeemed). */
  TEST_CARD: 2048,
  /** Spec §8: captcha failed. */
  CAPTCHA_FAILED: 2049,
  /** Spec §8: redeem data unavailable (no redeem token, or it expired or ended). */
  REDEEM_UNAVAILABLE: 2050,
  /** A redeem rule of spec §5 (minimum remaining balance, per-card minimum, fixed values). */
  REDEEM_RULE: 2051,
  /**
   * Spec §8 activation failed: the card cannot be activated (not a blank card waiting for activation,
   * already activated, or an activation of it is under way).
   */
  ACTIVATION_FAILED: 2052,
  /** Spec §8 card prefix mismatch: the number is not one of this storefront's cards (its prefix tells). */
  CARD_PREFIX_MISMATCH: 2053,
  /** Spec §8 account errors (issue 16). */
  USER_EXISTS: 2060,
  USER_NOT_FOUND: 2061,
  WRONG_CREDENTIALS: 2062,
  INCORRECT_CURRENT_PASSWORD: 2063,
  NOT_LOGGED_IN: 2064,
  ALREADY_LOGGED_IN: 2065,
  MAIL_FAILED: 2066,
  /** A password on the list of the commonest ones (ASVS 6.2.4). */
  COMMON_PASSWORD: 2067,
  /** A mailed link (confirm the address, new password) that is unknown, used or expired. */
  INVALID_ACCOUNT_TOKEN: 2068,
  /** The right password of an address not confirmed yet: the confirmation mail goes out again. */
  EMAIL_NOT_CONFIRMED: 2069,
  /** The address book holds ADDRESS_BOOK_MAX receivers. */
  ADDRESS_BOOK_FULL: 2070,
  /** A saved receiver id that is not (any more) in the caller's own address book. */
  UNKNOWN_SAVED_RECEIVER: 2071,
  /** Balance doubler (issue 18): this card has been entered for this month already (one entry per card and month). */
  DOUBLER_ALREADY_ENTERED: 2072,
  /** Balance doubler: not run by this storefront, or this month's draw has taken place (no more entries). */
  DOUBLER_UNAVAILABLE: 2073,
  /** Balance doubler (operator): a draw of that month is refused (one exists that did not fail, or its entries are still open). */
  DOUBLER_DRAW_REFUSED: 2074,
  /** The postcode lookup (ADR 0050) cannot answer now (a live provider is down): the shopper types street and city. */
  ADDRESS_LOOKUP_UNAVAILABLE: 2075,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorEntry {
  message: string;
  code: number;
  referencedRequestParameter: string | null;
}

/**
 * An expected, client-facing error. Thrown from a resolver (or the request scoping) it reaches the
 * client as a GraphQL error with `extensions: { code, referencedRequestParameter }`; in a mutation
 * payload it becomes an entry of `errors` (see `toErrorEntry`).
 */
export class ShopError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly referencedRequestParameter: string | null = null,
  ) {
    super(message);
    this.name = 'ShopError';
  }

  toEntry(): ErrorEntry {
    return { message: this.message, code: this.code, referencedRequestParameter: this.referencedRequestParameter };
  }
}

export function toErrorEntry(error: unknown): ErrorEntry {
  if (error instanceof ShopError) return error.toEntry();
  return { message: GENERIC_ERROR_MESSAGE, code: ErrorCode.GENERIC, referencedRequestParameter: null };
}

/**
 * Runs a resolver's work and answers a caller's mistake (a ShopError) in the payload's `errors`, in the
 * spec's format, with `fallback` as the rest of the payload; anything else stays an error of the server.
 */
export async function payloadOrErrors<T extends { errors: ErrorEntry[] }>(fallback: T, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ShopError) return { ...fallback, errors: [error.toEntry()] };
    throw error;
  }
}
