import { defineRoute } from '@shop/shared';
import { lazyRedeemPage } from '../lazy-page';

export default defineRoute({
  key: 'balanceCheck',
  component: lazyRedeemPage(() => import(/* webpackChunkName: "redeem-balance-check" */ './BalanceCheckPage')),
  chunk: 'redeem-balance-check',
  header: 'redeem',
  maxJsGzipBytes: 38_600,
});
