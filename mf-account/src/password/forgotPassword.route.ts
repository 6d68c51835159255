import { defineRoute } from '@shop/shared';
import { lazyAccountPage } from '../lazy-page';

export default defineRoute({
  key: 'forgotPassword',
  component: lazyAccountPage(() => import(/* webpackChunkName: "account-forgot-password" */ './ForgotPasswordPage')),
  chunk: 'account-forgot-password',
  perVisitor: true,
  maxJsGzipBytes: 35_000,
});
