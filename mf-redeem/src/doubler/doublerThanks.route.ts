import { defineRoute } from '@shop/shared';
import { lazyRedeemPage } from '../lazy-page';

export default defineRoute({
  key: 'doublerThanks',
  component: lazyRedeemPage(() => import(/* webpackChunkName: "redeem-doubler-thanks" */ './DoublerThanksPage')),
  chunk: 'redeem-doubler-thanks',
  toggle: 'balanceDoubler',
  maxJsGzipBytes: 24_000,
});
