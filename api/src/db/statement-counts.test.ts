/**
 * Issue 14: each hot query runs a small, fixed number of SQL statements, whatever the size of the
 * answer (no statement per card, per package or per search hit). The counts are the statements the
 * server's drizzle logger saw while answering one request in this process (statement-log.ts), with
 * the cache of public answers off so the queries really run; `cacheMs: 0` of the test server also
 * reloads the storefront directory on every request (3 statements production keeps cached).
 */
import { createCartOwner } from '../testing/cart-fixture';
import { startTestServer, type TestServer } from '../testing/test-server';
import { recordStatements } from './statement-log';

const DIRECTORY_STATEMENTS = 3;

interface ListData { products: { items: Array<{ id: string; variations: Array<{ id: string; variationType: string; inStock: boolean; hasFixedPrices: boolean; pricesToShow: Array<{ cents: number }> }> }> } }
interface ProductData { product: { variations: unknown[] } }
interface SearchData { search_v1: { matchMode: string } }
interface CartData { cartV2: { data: { shipments: Array<{ packages: unknown[] }> } } }
interface AddData { addGiftCardPackage: { errors: unknown[] } }

const CARD = 'id title heroTitle image { url { href } alt } backgroundColor path productType showShadow description';
const PRODUCT_LIST = `query ($paging: PagingInput) { products(paging: $paging) { total pageCount items { ${CARD} } } }`;
const PRODUCT_PAGE = `query ($path: String!) { product(path: $path) { ${CARD} inStock registeredShipping brand { name }
  orderLimits { maxQuantity maxTotal { value } }
  variations { id title sku variationType price { currency value } pricesToShow { value } hasFixedPrices minPrice { value } maxPrice { value } }
  categories { title path } metadata { title description hreflangTags { hreflang href } } } }`;
const SEARCH = `query ($inputText: String!) { search_v1(inputText: $inputText) { matchMode errors { code }
  body { groupType items { ... on Product { id path title image { url { href } } } ... on Occasion { id path heroTitle } } } } }`;
const CART_V2 = `{ cartV2 { errors { code } data { id currency deliveryMode limits { maxCardsPerOrder }
  shipments { tag deliveryType registered deliveryDate { from to dispatchDate scheduledAt }
    deliveryAddress { firstName lastName email postCode city }
    packages { id kind variationType qty giftPacking { qty } wrapper { kind } personalMessage amount { value currency } total { value }
      product { id title path image { url { href } } backgroundColor digitalVariationConfig { minPrice { value } maxPrice { value } } }
      items { kind qty text variation { title sku price { value } } total { value } } } }
  groupedTotals { digitalTotal { qty price { value } } physicalTotal { qty price { value } } extra { qty price { value } } }
  totals { subTotal { value } grandTotal { value } grandTotalWithoutTax { value } tax { value } adjustments { title adjustmentType price { value } } }
  packagesGroups { tag packageId receiverTitle receiverDescription totalPrice { value }
    cardsPreviews { productLabel color { color opacity } image { url { href } alt } } } } } }`;
const CART_QUANTITY = '{ cartQuantity { id cardQty variationQty totalQuantity packageIds packagesGroups { tag packageIds } } }';
const ADD = `mutation ($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { packageId errors { code } } }`;
const DIGITAL_CARDS = `{ products(filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 50 }) {
  items { id variations { id variationType inStock hasFixedPrices pricesToShow { cents } } } } }`;

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ publicAnswers: undefined });
}, 120_000);
afterAll(() => api.close());

/** One request answered in this process, and the statements it ran. */
async function statementsOf<Data>(query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  const { result, statements } = await recordStatements(async () => {
    const request = new Request('http://127.0.0.1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-store': '60', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const response = await api.server.yoga.fetch(request, { client: { ip: '127.0.0.1' } } as never);
    return (await response.json()) as { data?: Data; errors?: unknown[] };
  });
  expect(result.errors).toBeUndefined();
  return { data: result.data as Data, statements };
}

it('the product list: the same statements for 4 cards as for 48', async () => {
  const small = await statementsOf<ListData>(PRODUCT_LIST, { paging: { itemsPerPage: 4, pageNumber: 1 } });
  const large = await statementsOf<ListData>(PRODUCT_LIST, { paging: { itemsPerPage: 48, pageNumber: 1 } });
  expect(small.data.products.items).toHaveLength(4);
  expect(large.data.products.items).toHaveLength(48);
  expect(large.statements).toHaveLength(small.statements.length);
  // Directory, session, one statement for the page of cards.
  expect(large.statements.length).toBeLessThanOrEqual(DIRECTORY_STATEMENTS + 2);
});

it('the product page, with its variations, categories and metadata', async () => {
  const { data, statements } = await statementsOf<ProductData>(PRODUCT_PAGE, { path: '/geschenkkarten/apple-geschenkkarte/' });
  expect(data.product.variations.length).toBeGreaterThan(0);
  // Directory, session, the product, its variations, categories and page metadata in batches.
  expect(statements.length).toBeLessThanOrEqual(DIRECTORY_STATEMENTS + 5);
});

it('search: a fixed number of statements, the typo fallback adds its own two', async () => {
  const prefix = await statementsOf<SearchData>(SEARCH, { inputText: 'resta' });
  const typo = await statementsOf<SearchData>(SEARCH, { inputText: 'restuarant' });
  expect(prefix.data.search_v1.matchMode).toBe('FULL_TEXT');
  expect(typo.data.search_v1.matchMode).toBe('TYPO_TOLERANT');
  expect(prefix.statements.length).toBeLessThanOrEqual(DIRECTORY_STATEMENTS + 3);
  expect(typo.statements).toHaveLength(prefix.statements.length + 2);
});

it('cartV2 and cartQuantity: the same statements for a cart of one package as for four', async () => {
  const owner = await createCartOwner(api);
  const one = await statementsOf<CartData>(CART_V2, {}, owner.cookie);
  const oneQuantity = await statementsOf<unknown>(CART_QUANTITY, {}, owner.cookie);
  expect(one.data.cartV2.data.shipments[0]?.packages).toHaveLength(1);

  const { data } = await statementsOf<ListData>(DIGITAL_CARDS);
  const cards = data.products.items
    .flatMap((product) => product.variations.filter((v) => v.variationType === 'DIGITAL' && v.inStock && v.hasFixedPrices && v.pricesToShow.length).map((v) => ({ product, v })))
    .slice(1, 4);
  for (const { product, v } of cards) {
    const input = { productId: product.id, variationId: v.id, variationType: 'DIGITAL', amountCents: v.pricesToShow[0]?.cents, quantity: 1, giftPacking: false, wrapper: null, personalMessage: null };
    const added = await statementsOf<AddData>(ADD, { input }, owner.cookie);
    expect(added.data.addGiftCardPackage.errors).toEqual([]);
  }
  const four = await statementsOf<CartData>(CART_V2, {}, owner.cookie);
  const fourQuantity = await statementsOf<unknown>(CART_QUANTITY, {}, owner.cookie);
  expect(four.data.cartV2.data.shipments.flatMap((shipment) => shipment.packages)).toHaveLength(4);
  expect(four.statements).toHaveLength(one.statements.length);
  expect(fourQuantity.statements).toHaveLength(oneQuantity.statements.length);
  expect(four.statements.length).toBeLessThanOrEqual(DIRECTORY_STATEMENTS + 9);
  expect(fourQuantity.statements.length).toBeLessThanOrEqual(DIRECTORY_STATEMENTS + 3);
}, 60_000);
