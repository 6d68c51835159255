import { defineRoute } from '@shop/shared';
import { lazyRedeemPage } from '../lazy-page';

export default defineRoute({
  key: 'doubler',
  component: lazyRedeemPage(() => import(/* webpackChunkName: "redeem-doubler" */ './DoublerPage')),
  chunk: 'redeem-doubler',
  toggle: 'balanceDoubler',
  maxJsGzipBytes: 43_000,
});
