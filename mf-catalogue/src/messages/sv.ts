import categories from '../categories/messages/sv.json';
import home from '../home/messages/sv.json';
import locations from '../locations/messages/sv.json';
import occasions from '../occasions/messages/sv.json';
import productList from '../product-list/messages/sv.json';
import productPage from '../product-page/messages/sv.json';
import search from '../search/messages/sv.json';
import common from '../common/messages/sv.json';

/** Every text of the catalogue in Swedish: one chunk (see ../common/catalogs.ts). */
export default { ...common, ...categories, ...home, ...locations, ...occasions, ...productList, ...productPage, ...search };
