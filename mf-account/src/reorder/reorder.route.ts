import { defineRoute } from '@shop/shared';
import { lazyAccountPage } from '../lazy-page';

export default defineRoute({
  key: 'reorder',
  component: lazyAccountPage(() => import(/* webpackChunkName: "account-reorder" */ './ReorderPage')),
  chunk: 'account-reorder',
  perVisitor: true,
  maxJsGzipBytes: 37_000,
});
