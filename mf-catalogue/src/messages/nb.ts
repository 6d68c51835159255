import categories from '../categories/messages/nb.json';
import home from '../home/messages/nb.json';
import locations from '../locations/messages/nb.json';
import occasions from '../occasions/messages/nb.json';
import productList from '../product-list/messages/nb.json';
import productPage from '../product-page/messages/nb.json';
import search from '../search/messages/nb.json';
import common from '../common/messages/nb.json';

/** Every text of the catalogue in Norwegian (Bokmål): one chunk (see ../common/catalogs.ts). */
export default { ...common, ...categories, ...home, ...locations, ...occasions, ...productList, ...productPage, ...search };
