import { defineRoute } from '@shop/shared';
import { lazyRedeemPage } from '../lazy-page';

export default defineRoute({
  key: 'redeemInfo',
  component: lazyRedeemPage(() => import(/* webpackChunkName: "redeem-info" */ './RedeemInfoPage')),
  chunk: 'redeem-info',
  header: 'redeem',
  maxJsGzipBytes: 21_000,
});
