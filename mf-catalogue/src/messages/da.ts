import categories from '../categories/messages/da.json';
import home from '../home/messages/da.json';
import locations from '../locations/messages/da.json';
import occasions from '../occasions/messages/da.json';
import productList from '../product-list/messages/da.json';
import productPage from '../product-page/messages/da.json';
import search from '../search/messages/da.json';
import common from '../common/messages/da.json';

/** Every text of the catalogue in Danish: one chunk (see ../common/catalogs.ts). */
export default { ...common, ...categories, ...home, ...locations, ...occasions, ...productList, ...productPage, ...search };
