import { defineRoute } from '@shop/shared';
import { lazyAccountPage } from '../lazy-page';

export default defineRoute({
  key: 'accountData',
  component: lazyAccountPage(() => import(/* webpackChunkName: "account-data" */ './AccountDataPage')),
  chunk: 'account-data',
  perVisitor: true,
  requiresLogin: true,
  maxJsGzipBytes: 36_000,
});
