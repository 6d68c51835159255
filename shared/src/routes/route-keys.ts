/**
 * Every screen of the shop has a route key; links are built from keys, never from hand-written paths.
 *
 * The keys below are the screens spec §2 names (their paths are in ./route-tables.ts). Which remote
 * implements a key is NOT written here: each remote's release declares the keys it implements
 * (generated from its route modules, `<feature>/<key>.route.ts`), and the storefront config carries the result (`config.routes`), so a
 * team adds or takes over a screen with a release of its own remote, without a shell release.
 */
export const SPEC_ROUTE_KEYS = [
  // catalogue screens
  'home',
  'productList',
  'productDetail',
  'allInOneCard',
  'locations',
  'location',
  'categoryAll',
  'category',
  'occasions',
  'occasion',
  // basket and checkout
  'basket',
  'checkout',
  'paymentProcessing',
  'confirmation',
  'confirmationOrder',
  'reorder',
  // redeem, activation, doubler
  'balanceCheck',
  'redeemShop',
  'redeemBusinessShop',
  'redeemInfo',
  'redeemCheckout',
  'activation',
  'activationSuccess',
  'cardData',
  'doubler',
  'doublerThanks',
  // account
  'accountIdentify',
  'login',
  'register',
  'registerSuccess',
  'accountOverview',
  'orders',
  'accountData',
  'addressBook',
  'forgotPassword',
  'forgotPasswordSuccess',
  'newPassword',
  'newPasswordSuccess',
  // content
  'blog',
  'blogArticle',
  'contact',
  'helpdesk',
  'business',
  'imprint',
  'terms',
  'withdrawal',
  'privacy',
  'cookies',
  'delivery',
  'cancelationPolicy',
  'notFound',
  'landing',
] as const;

/** A screen spec §2 names: typed, so a link to one of them is checked by the compiler. */
export type SpecRouteKey = (typeof SPEC_ROUTE_KEYS)[number];

/**
 * A route key: a spec key, or a key a remote's release adds (with its own path patterns). The
 * `string & {}` keeps editor completion for the spec keys while accepting any other string.
 */
export type RouteKey = SpecRouteKey | (string & {});

/** What a route key may look like (spec keys and keys added by releases alike): camelCase. */
export const ROUTE_KEY_FORMAT = /^[a-z][A-Za-z0-9]{0,63}$/;

const SPEC_KEY_SET: ReadonlySet<string> = new Set(SPEC_ROUTE_KEYS);

export function isSpecRouteKey(key: string): key is SpecRouteKey {
  return SPEC_KEY_SET.has(key);
}

/**
 * The business page's quote form as a fragment of the page (`/unternehmen/#quote`, `/zakelijk/#quote`):
 * the business menu's "Request a quote" link (the API's seeded menus) lands on the form, not on the
 * contact page.
 */
export const BUSINESS_QUOTE_FRAGMENT = 'quote';
