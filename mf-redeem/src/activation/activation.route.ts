import { defineRoute } from '@shop/shared';
import { lazyRedeemPage } from '../lazy-page';

export default defineRoute({
  key: 'activation',
  component: lazyRedeemPage(() => import(/* webpackChunkName: "redeem-activation" */ './ActivationPage')),
  chunk: 'redeem-activation',
  maxJsGzipBytes: 44_600,
});
