import { defineRoute } from '@shop/shared';
import { lazy } from 'react';

export default defineRoute({
  key: 'notFound',
  component: lazy(() => import(/* webpackChunkName: "content-not-found" */ './NotFoundPage')),
  chunk: 'content-not-found',
  maxJsGzipBytes: 19_000,
});
