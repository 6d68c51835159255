import { defineRoute } from '@shop/shared';
import { lazyAccountPage } from '../lazy-page';

export default defineRoute({
  key: 'register',
  component: lazyAccountPage(() => import(/* webpackChunkName: "account-register" */ './RegisterPage')),
  chunk: 'account-register',
  perVisitor: true,
  maxJsGzipBytes: 36_000,
});
