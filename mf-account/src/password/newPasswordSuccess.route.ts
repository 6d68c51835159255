import { defineRoute } from '@shop/shared';
import { lazyAccountPage } from '../lazy-page';

export default defineRoute({
  key: 'newPasswordSuccess',
  component: lazyAccountPage(() => import(/* webpackChunkName: "account-new-password-success" */ './NewPasswordSuccessPage')),
  chunk: 'account-new-password-success',
  perVisitor: true,
  maxJsGzipBytes: 20_000,
});
