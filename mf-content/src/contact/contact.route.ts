import { defineRoute } from '@shop/shared';
import { lazy } from 'react';

export default defineRoute({
  key: 'contact',
  component: lazy(() => import(/* webpackChunkName: "content-contact" */ './ContactPage')),
  chunk: 'content-contact',
  maxJsGzipBytes: 33_000,
});
