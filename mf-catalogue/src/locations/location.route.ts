import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { locationMessages } from './messages';

export default defineRoute({
  key: 'location',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-location" */ './LocationPage'), locationMessages)),
  chunk: 'catalogue-location',
  maxJsGzipBytes: 20_000,
});
