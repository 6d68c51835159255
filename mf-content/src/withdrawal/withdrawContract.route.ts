import { defineRoute } from '@shop/shared';
import { lazyContentPage } from '../lazy-page';

/** §356a BGB: the withdrawal button's form, for guests and customers. */
export default defineRoute({
  key: 'withdrawContract',
  patterns: { de: '/vertrag-widerrufen/', nl: '/overeenkomst-herroepen/' },
  component: lazyContentPage(() => import(/* webpackChunkName: "content-withdrawal" */ './WithdrawalPage')),
  chunk: 'content-withdrawal',
  perVisitor: true,
  maxJsGzipBytes: 32_000,
});
