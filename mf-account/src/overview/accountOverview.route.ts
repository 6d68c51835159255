import { defineRoute } from '@shop/shared';
import { lazyAccountPage } from '../lazy-page';

export default defineRoute({
  key: 'accountOverview',
  component: lazyAccountPage(() => import(/* webpackChunkName: "account-overview" */ './AccountOverviewPage')),
  chunk: 'account-overview',
  perVisitor: true,
  requiresLogin: true,
  maxJsGzipBytes: 21_000,
});
