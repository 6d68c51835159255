import categories from '../categories/messages/pt.json';
import home from '../home/messages/pt.json';
import locations from '../locations/messages/pt.json';
import occasions from '../occasions/messages/pt.json';
import productList from '../product-list/messages/pt.json';
import productPage from '../product-page/messages/pt.json';
import search from '../search/messages/pt.json';
import common from '../common/messages/pt.json';

/** Every text of the catalogue in Portuguese: one chunk (see ../common/catalogs.ts). */
export default { ...common, ...categories, ...home, ...locations, ...occasions, ...productList, ...productPage, ...search };
