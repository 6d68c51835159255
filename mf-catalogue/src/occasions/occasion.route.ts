import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { occasionMessages } from './messages';

export default defineRoute({
  key: 'occasion',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-occasion" */ './OccasionPage'), occasionMessages)),
  chunk: 'catalogue-occasion',
  maxJsGzipBytes: 17_000,
});
