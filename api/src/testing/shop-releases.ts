/**
 * Releases of the five remotes that declare the routes the teams' route modules declare today (each
 * remote's `src/routes.ts`), registered and promoted, so a test storefront routes every page as the
 * shop does: the spec keys at their path variant's patterns, the keys a release adds at its own, the
 * doubler's pages behind its toggle, the account's pages behind a login. For tests of the pages' heads,
 * robots.txt and the sitemaps (issue 36); the releases have no files (their base URL is a CDN's).
 */
import type { DeclaredRoute } from '@shop/shared/routes';
import type { Database } from '../db';
import { remoteReleases } from '../db/schema';
import { testDeclaration } from './release-builds';

const keys = (...list: string[]): DeclaredRoute[] => list.map((key) => ({ key }));

export const SHOP_RELEASES: ReadonlyArray<{ remote: string; routes: DeclaredRoute[] }> = [
  {
    remote: 'catalogue',
    routes: keys('home', 'productList', 'productDetail', 'allInOneCard', 'locations', 'location', 'categoryAll', 'category', 'occasions', 'occasion'),
  },
  {
    remote: 'content',
    routes: [
      ...keys('notFound', 'contact', 'helpdesk', 'blog', 'blogArticle', 'landing', 'business'),
      ...keys('imprint', 'terms', 'withdrawal', 'privacy', 'cookies', 'delivery', 'cancelationPolicy'),
      { key: 'accessibility', patterns: { de: '/barrierefreiheit/', nl: '/toegankelijkheid/' } },
      { key: 'withdrawContract', patterns: { de: '/vertrag-widerrufen/', nl: '/overeenkomst-herroepen/' } },
    ],
  },
  {
    remote: 'redeem',
    routes: [
      ...keys('balanceCheck', 'redeemShop', 'redeemBusinessShop', 'redeemInfo', 'redeemCheckout', 'activation', 'activationSuccess', 'cardData'),
      { key: 'doubler', toggle: 'balanceDoubler' },
      { key: 'doublerThanks', toggle: 'balanceDoubler' },
    ],
  },
  { remote: 'basketCheckout', routes: keys('basket', 'checkout', 'paymentProcessing', 'confirmation', 'confirmationOrder') },
  {
    remote: 'account',
    routes: [
      ...keys('accountIdentify', 'login', 'register', 'registerSuccess', 'forgotPassword', 'forgotPasswordSuccess', 'newPassword', 'newPasswordSuccess', 'reorder'),
      ...['accountOverview', 'orders', 'accountData', 'addressBook'].map((key) => ({ key, requiresLogin: true })),
    ],
  },
];

/** Registers and promotes SHOP_RELEASES (version 1.0.0 of each remote, on a CDN that is never asked). */
export async function registerShopReleases(db: Database): Promise<void> {
  for (const { remote, routes } of SHOP_RELEASES) {
    await db
      .insert(remoteReleases)
      .values({ remote, version: '1.0.0', promotedAt: new Date(), baseUrl: `https://cdn.example/${remote}/1.0.0`, declaration: testDeclaration({ remote, routes }) });
  }
}
