import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../../common/catalogs';
import { productPageMessages } from '../messages';

export default defineRoute({
  key: 'allInOneCard',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-all-in-one" */ './AllInOneCardPage'), productPageMessages)),
  chunk: 'catalogue-all-in-one',
  maxJsGzipBytes: 27_000,
});
