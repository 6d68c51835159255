import { defineRoute } from '@shop/shared';
import { lazyAccountPage } from '../lazy-page';

export default defineRoute({
  key: 'registerSuccess',
  component: lazyAccountPage(() => import(/* webpackChunkName: "account-register-success" */ './RegisterSuccessPage')),
  chunk: 'account-register-success',
  perVisitor: true,
  maxJsGzipBytes: 20_000,
});
