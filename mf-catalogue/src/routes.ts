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
    home: { component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-home" */ './home/HomePage'), homeMessages)), chunk: 'catalogue-home' },
    productList: {
      component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-list" */ './product-list/ProductListPage'), productListMessages)), chunk: 'catalogue-list',
    },
    productDetail: {
      component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-product" */ './product-page/ProductPage'), productPageMessages)), chunk: 'catalogue-product',
    },
    allInOneCard: {
      component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-all-in-one" */ './product-page/all-in-one/AllInOneCardPage'), productPageMessages)), chunk: 'catalogue-all-in-one',
    },
    locations: { component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-locations" */ './locations/LocationsPage'), locationMessages)), chunk: 'catalogue-locations' },
    location: { component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-location" */ './locations/LocationPage'), locationMessages)), chunk: 'catalogue-location' },
    categoryAll: { component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-categories" */ './categories/CategoriesPage'), categoryMessages)), chunk: 'catalogue-categories' },
    category: { component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-category" */ './categories/CategoryPage'), categoryMessages)), chunk: 'catalogue-category' },
    occasions: { component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-occasions" */ './occasions/OccasionsPage'), occasionMessages)), chunk: 'catalogue-occasions' },
    occasion: { component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-occasion" */ './occasions/OccasionPage'), occasionMessages)), chunk: 'catalogue-occasion' },
  },
});
