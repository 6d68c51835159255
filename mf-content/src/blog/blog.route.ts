import { defineRoute } from '@shop/shared';
import { lazy } from 'react';

export default defineRoute({
  key: 'blog',
  component: lazy(() => import(/* webpackChunkName: "content-blog" */ './BlogPage')),
  chunk: 'content-blog',
  maxJsGzipBytes: 21_000,
});
