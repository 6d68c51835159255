import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { occasionMessages } from './messages';

export default defineRoute({
  key: 'occasions',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-occasions" */ './OccasionsPage'), occasionMessages)),
  chunk: 'catalogue-occasions',
  maxJsGzipBytes: 17_000,
});
