import categories from '../categories/messages/it.json';
import home from '../home/messages/it.json';
import locations from '../locations/messages/it.json';
import occasions from '../occasions/messages/it.json';
import productList from '../product-list/messages/it.json';
import productPage from '../product-page/messages/it.json';
import search from '../search/messages/it.json';
import common from '../common/messages/it.json';

/** Every text of the catalogue in Italian: one chunk (see ../common/catalogs.ts). */
export default { ...common, ...categories, ...home, ...locations, ...occasions, ...productList, ...productPage, ...search };
