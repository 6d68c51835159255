import { defineRemoteModule } from '@shop/shared';
import category from './categories/category.route';
import categoryAll from './categories/categoryAll.route';
import home from './home/home.route';
import location from './locations/location.route';
import locations from './locations/locations.route';
import occasion from './occasions/occasion.route';
import occasions from './occasions/occasions.route';
import productList from './product-list/productList.route';
import allInOneCard from './product-page/all-in-one/allInOneCard.route';
import productDetail from './product-page/productDetail.route';

/**
 * The catalogue team's screens: one route module per route key, each page its own chunk loaded
 * together with its messages in the page's language (opening one route downloads only that).
 * The release declaration (dist/shop-release.json) is generated from these modules at build.
 */
export default defineRemoteModule({
  remote: 'catalogue',
  routes: [home, productList, productDetail, allInOneCard, locations, location, categoryAll, category, occasions, occasion],
});
