import { lazy } from 'react';
import { defineRemoteModule } from '@shop/shared';
import { withMessages } from './common/catalogs';
import { categoryMessages } from './categories/messages';
import { homeMessages } from './home/messages';
import { locationMessages } from './locations/messages';
import { occasionMessages } from './occasions/messages';
import { productListMessages } from './product-list/messages';
import { productPageMessages } from './product-page/messages';

/**
 * The catalogue team's pages, by route key (the contract with the shell). Each page is its own chunk,
 * loaded together with its messages in the page's language: opening one route downloads only that.
 */
export default defineRemoteModule({
  remote: 'catalogue',
  routes: {
    home: { component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-home" */ './home/HomePage'), homeMessages)) },
    productList: {
      component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-list" */ './product-list/ProductListPage'), productListMessages)),
    },
    productDetail: {
      component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-product" */ './product-page/ProductPage'), productPageMessages)),
    },
    allInOneCard: {
      component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-all-in-one" */ './product-page/all-in-one/AllInOneCardPage'), productPageMessages)),
    },
    locations: { component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-locations" */ './locations/LocationsPage'), locationMessages)) },
    location: { component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-location" */ './locations/LocationPage'), locationMessages)) },
    categoryAll: { component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-categories" */ './categories/CategoriesPage'), categoryMessages)) },
    category: { component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-category" */ './categories/CategoryPage'), categoryMessages)) },
    occasions: { component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-occasions" */ './occasions/OccasionsPage'), occasionMessages)) },
    occasion: { component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-occasion" */ './occasions/OccasionPage'), occasionMessages)) },
  },
});
