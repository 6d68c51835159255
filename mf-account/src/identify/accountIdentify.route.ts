import { defineRoute } from '@shop/shared';
import { lazyAccountPage } from '../lazy-page';

export default defineRoute({
  key: 'accountIdentify',
  component: lazyAccountPage(() => import(/* webpackChunkName: "account-identify" */ './AccountIdentifyPage')),
  chunk: 'account-identify',
  perVisitor: true,
  maxJsGzipBytes: 35_000,
});
