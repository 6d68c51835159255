import { defineRoute } from '@shop/shared';
import { lazy } from 'react';

/** The catch-all /{path}/: the storefront's landing pages; any other path is not found (404). */
export default defineRoute({
  key: 'landing',
  component: lazy(() => import(/* webpackChunkName: "content-landing" */ './LandingPage')),
  chunk: 'content-landing',
  maxJsGzipBytes: 22_000,
});
