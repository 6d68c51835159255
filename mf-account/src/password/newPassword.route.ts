import { defineRoute } from '@shop/shared';
import { lazyAccountPage } from '../lazy-page';

export default defineRoute({
  key: 'newPassword',
  component: lazyAccountPage(() => import(/* webpackChunkName: "account-new-password" */ './NewPasswordPage')),
  chunk: 'account-new-password',
  perVisitor: true,
  maxJsGzipBytes: 35_000,
});
