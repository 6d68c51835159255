import { defineRoute } from '@shop/shared';
import { lazyContentPage } from '../lazy-page';

export default defineRoute({
  key: 'contact',
  component: lazyContentPage(() => import(/* webpackChunkName: "content-contact" */ './ContactPage')),
  chunk: 'content-contact',
  maxJsGzipBytes: 33_000,
});
