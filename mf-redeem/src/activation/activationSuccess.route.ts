import { defineRoute } from '@shop/shared';
import { lazyRedeemPage } from '../lazy-page';

export default defineRoute({
  key: 'activationSuccess',
  component: lazyRedeemPage(() => import(/* webpackChunkName: "redeem-activation-success" */ './ActivationSuccessPage')),
  chunk: 'redeem-activation-success',
  perVisitor: true,
  maxJsGzipBytes: 26_100,
});
