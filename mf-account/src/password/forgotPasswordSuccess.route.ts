import { defineRoute } from '@shop/shared';
import { lazyAccountPage } from '../lazy-page';

export default defineRoute({
  key: 'forgotPasswordSuccess',
  component: lazyAccountPage(() => import(/* webpackChunkName: "account-forgot-password-success" */ './ForgotPasswordSuccessPage')),
  chunk: 'account-forgot-password-success',
  perVisitor: true,
  maxJsGzipBytes: 20_000,
});
