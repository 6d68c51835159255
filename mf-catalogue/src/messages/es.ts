import categories from '../categories/messages/es.json';
import home from '../home/messages/es.json';
import locations from '../locations/messages/es.json';
import occasions from '../occasions/messages/es.json';
import productList from '../product-list/messages/es.json';
import productPage from '../product-page/messages/es.json';
import search from '../search/messages/es.json';
import common from '../common/messages/es.json';

/** Every text of the catalogue in Spanish: one chunk (see ../common/catalogs.ts). */
export default { ...common, ...categories, ...home, ...locations, ...occasions, ...productList, ...productPage, ...search };
