import { defineRoute } from '@shop/shared';
import { lazyContentPage } from '../lazy-page';

export default defineRoute({
  key: 'notFound',
  component: lazyContentPage(() => import(/* webpackChunkName: "content-not-found" */ './NotFoundPage')),
  chunk: 'content-not-found',
  maxJsGzipBytes: 19_000,
});
