/**
 * Which pages search engines may index (issue 36, ADR 0056). A visitor's own pages (basket, checkout
 * and its confirmation, the account and its login, the redeem flow after the balance check, the
 * activation's and the doubler's thank-you pages) are `noindex` in the head and in `X-Robots-Tag`, never
 * in a sitemap, and disallowed in robots.txt; so is a page a release declares `requiresLogin`. Every other
 * page that exists is indexable.
 */
import type { RouteKey } from '@shop/shared/routes';
import type { PageTextKey } from './page-texts';

/** The visitor's own pages by route key, with the words of their title. */
const PRIVATE_PAGES: Readonly<Record<string, PageTextKey>> = {
  basket: 'basket',
  checkout: 'checkout',
  paymentProcessing: 'checkout',
  confirmation: 'thanks',
  confirmationOrder: 'thanks',
  reorder: 'reorder',
  accountIdentify: 'account',
  login: 'login',
  register: 'register',
  registerSuccess: 'register',
  accountOverview: 'account',
  orders: 'account',
  accountData: 'account',
  addressBook: 'account',
  forgotPassword: 'password',
  forgotPasswordSuccess: 'password',
  newPassword: 'password',
  newPasswordSuccess: 'password',
  redeemShop: 'redeem',
  redeemBusinessShop: 'redeem',
  redeemInfo: 'redeem',
  redeemCheckout: 'redeem',
  // The redeem flow's own terms and privacy pages (the redeem remote's; the footer's redeem variant).
  redeemTerms: 'redeem',
  redeemPrivacy: 'redeem',
  activationSuccess: 'thanks',
  cardData: 'cardData',
  doublerThanks: 'thanks',
  notFound: 'notFound',
};

/** A route search engines must not index: the visitor's own pages, and any page behind a login. */
export function isPrivateRoute(route: { key: RouteKey; requiresLogin?: boolean }): boolean {
  return Object.hasOwn(PRIVATE_PAGES, route.key) || route.requiresLogin === true;
}

/** The words of a private page's title (a page behind a login that is not listed: the account's). */
export function privatePageText(key: RouteKey): PageTextKey {
  return PRIVATE_PAGES[key] ?? 'account';
}

/** The legal texts' route keys: each is a page where the storefront has that text (content_pages). */
export const LEGAL_ROUTE_KEYS = ['imprint', 'terms', 'withdrawal', 'privacy', 'cookies', 'accessibility', 'delivery', 'cancelationPolicy'] as const;

/** Fixed pages with the words of their head here (no stored row), indexable wherever they are routed. */
export const FIXED_PAGES: Readonly<Record<string, 'contact' | 'helpdesk' | 'business' | 'activation' | 'doubler' | 'withdrawContract'>> = {
  contact: 'contact',
  // The withdrawal button's form (§356a BGB), a page of its own the content release adds.
  withdrawContract: 'withdrawContract',
  helpdesk: 'helpdesk',
  business: 'business',
  activation: 'activation',
  doubler: 'doubler',
};

/** Products per list page on the server (spec §9: 16; mf-catalogue PRODUCTS_PER_PAGE): what `/…/2/` shows. */
export const LIST_PAGE_SIZE = 16;
