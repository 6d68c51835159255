import { defineRoute } from '@shop/shared';
import { lazyAccountPage } from '../lazy-page';

export default defineRoute({
  key: 'login',
  component: lazyAccountPage(() => import(/* webpackChunkName: "account-login" */ './LoginPage')),
  chunk: 'account-login',
  perVisitor: true,
  maxJsGzipBytes: 36_000,
});
