import { defineRoute } from '@shop/shared';
import { lazyRedeemPage } from '../lazy-page';

/**
 * The redeem flow's terms (spec §2 names the page, not its path; §6 the redeem footer links it): its
 * own path in both variants, the redeem header, and the footer's redeem variant (shell FooterContent).
 */
export default defineRoute({
  key: 'redeemTerms',
  patterns: { de: '/guthaben-pruefen/einloesebedingungen/', nl: '/saldocheck/inwisselvoorwaarden/' },
  component: lazyRedeemPage(() => import(/* webpackChunkName: "redeem-legal" */ './RedeemLegalPage')),
  chunk: 'redeem-legal',
  header: 'redeem',
  maxJsGzipBytes: 24_000,
});
