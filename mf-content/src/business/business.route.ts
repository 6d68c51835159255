import { defineRoute } from '@shop/shared';
import { lazyContentPage } from '../lazy-page';

/** Spec §2 business form page (two versions by the storefront's businessPageVersion toggle). */
export default defineRoute({
  key: 'business',
  component: lazyContentPage(() => import(/* webpackChunkName: "content-business" */ './BusinessPage')),
  chunk: 'content-business',
  maxJsGzipBytes: 40_000,
});
