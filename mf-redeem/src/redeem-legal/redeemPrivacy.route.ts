import { defineRoute } from '@shop/shared';
import { lazyRedeemPage } from '../lazy-page';

/** The redeem flow's privacy page (spec §2 names it, not its path; §6 the redeem footer links it). */
export default defineRoute({
  key: 'redeemPrivacy',
  patterns: { de: '/guthaben-pruefen/datenschutz/', nl: '/saldocheck/privacy/' },
  component: lazyRedeemPage(() => import(/* webpackChunkName: "redeem-legal" */ './RedeemLegalPage')),
  chunk: 'redeem-legal',
  header: 'redeem',
  maxJsGzipBytes: 24_000,
});
