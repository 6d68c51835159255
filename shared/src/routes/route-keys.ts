import type { RemoteName } from '../remote/contract';

/**
 * Every screen of the shop has a route key. Links are built from keys, never from hand-written paths,
 * and the shell knows from this table which remote owns a key before that remote is loaded.
 */
export const ROUTE_OWNERS = {
  // catalogue
  home: 'catalogue',
  productList: 'catalogue',
  productDetail: 'catalogue',
  allInOneCard: 'catalogue',
  locations: 'catalogue',
  location: 'catalogue',
  categoryAll: 'catalogue',
  category: 'catalogue',
  occasions: 'catalogue',
  occasion: 'catalogue',
  // basket and checkout
  basket: 'basketCheckout',
  checkout: 'basketCheckout',
  paymentProcessing: 'basketCheckout',
  confirmation: 'basketCheckout',
  confirmationOrder: 'basketCheckout',
  reorder: 'basketCheckout',
  // redeem, activation, doubler
  balanceCheck: 'redeem',
  redeemShop: 'redeem',
  redeemBusinessShop: 'redeem',
  redeemInfo: 'redeem',
  redeemCheckout: 'redeem',
  activation: 'redeem',
  activationSuccess: 'redeem',
  cardData: 'redeem',
  doubler: 'redeem',
  doublerThanks: 'redeem',
  // account
  accountIdentify: 'account',
  login: 'account',
  register: 'account',
  registerSuccess: 'account',
  accountOverview: 'account',
  orders: 'account',
  accountData: 'account',
  addressBook: 'account',
  forgotPassword: 'account',
  forgotPasswordSuccess: 'account',
  newPassword: 'account',
  newPasswordSuccess: 'account',
  // content
  blog: 'content',
  blogArticle: 'content',
  contact: 'content',
  helpdesk: 'content',
  business: 'content',
  imprint: 'content',
  terms: 'content',
  withdrawal: 'content',
  privacy: 'content',
  cookies: 'content',
  delivery: 'content',
  cancelationPolicy: 'content',
  notFound: 'content',
  landing: 'content',
} as const satisfies Record<string, RemoteName>;

export type RouteKey = keyof typeof ROUTE_OWNERS;

/** Screens of the redeem flow: the shell shows the redeem header there (spec §2 "Header behaviour"). */
export const REDEEM_FLOW_KEYS: ReadonlySet<RouteKey> = new Set<RouteKey>(['redeemShop', 'redeemBusinessShop', 'redeemInfo', 'redeemCheckout']);

export function ownerOf(key: RouteKey): RemoteName {
  return ROUTE_OWNERS[key];
}
