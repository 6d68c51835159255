import categories from '../categories/messages/pl.json';
import home from '../home/messages/pl.json';
import locations from '../locations/messages/pl.json';
import occasions from '../occasions/messages/pl.json';
import productList from '../product-list/messages/pl.json';
import productPage from '../product-page/messages/pl.json';
import search from '../search/messages/pl.json';
import common from '../common/messages/pl.json';

/** Every text of the catalogue in Polish: one chunk (see ../common/catalogs.ts). */
export default { ...common, ...categories, ...home, ...locations, ...occasions, ...productList, ...productPage, ...search };
