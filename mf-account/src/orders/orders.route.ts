import { defineRoute } from '@shop/shared';
import { lazyAccountPage } from '../lazy-page';

export default defineRoute({
  key: 'orders',
  component: lazyAccountPage(() => import(/* webpackChunkName: "account-orders" */ './AccountOrdersPage')),
  chunk: 'account-orders',
  perVisitor: true,
  requiresLogin: true,
  maxJsGzipBytes: 23_000,
});
