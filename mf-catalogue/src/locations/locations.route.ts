import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { locationMessages } from './messages';

export default defineRoute({
  key: 'locations',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-locations" */ './LocationsPage'), locationMessages)),
  chunk: 'catalogue-locations',
  maxJsGzipBytes: 22_000,
});
