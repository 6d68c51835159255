import { defineRoute } from '@shop/shared';
import { lazyAccountPage } from '../lazy-page';

export default defineRoute({
  key: 'addressBook',
  component: lazyAccountPage(() => import(/* webpackChunkName: "account-address-book" */ './AddressBookPage')),
  chunk: 'account-address-book',
  perVisitor: true,
  requiresLogin: true,
  maxJsGzipBytes: 37_000,
});
