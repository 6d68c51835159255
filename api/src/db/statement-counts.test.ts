/**
 * Issue 14: each hot query runs a small, fixed number of SQL statements, whatever the size of the
 * answer (no statement per card, per package or per search hit). The counts are the statements the
 * server's drizzle logger saw while answering one request in this process (statement-log.ts), with
 * the cache of public answers off so the queries really run, and with `cacheMs: 0`, so that every
 * request also reloads the storefront directory (3 statements production keeps cached): each request
 * counts the same, whichever comes first.
 */
import { sql } from 'drizzle-orm';
import { createCartOwner } from '../testing/cart-fixture';
import { eventually } from '../testing/eventually';
import { answerRecorded, HOT_QUERIES } from '../testing/hot-queries';
import { startTestServer, type TestServer } from '../testing/test-server';

const DIRECTORY_STATEMENTS = 3;

type Variation = { id: string; variationType: string; inStock: boolean; hasFixedPrices: boolean; pricesToShow: Array<{ cents: number }> };
interface ListData { products: { items: Array<{ id: string; variations: Variation[] }> } }
interface CardsData { products: { items: unknown[] } }
interface ProductData { product: { variations: unknown[] } }
interface SearchData { search_v1: { matchMode: string } }
interface CartData { cartV2: { data: { shipments: Array<{ packages: unknown[] }> } } }
interface AddData { addGiftCardPackage: { errors: unknown[] } }

const ADD = 'mutation ($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { packageId errors { code } } }';
const DIGITAL_CARDS = `{ products(filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 50 }) {
  items { id variations { id variationType inStock hasFixedPrices pricesToShow { cents } } } } }`;

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ publicAnswers: undefined, cacheMs: 0 });
}, 120_000);
afterAll(() => api.close());

async function statementsOf<Data>(query: string, variables?: Record<string, unknown>, cookie?: string) {
  const answer = await answerRecorded<Data>(api.server, query, variables, cookie);
  expect(answer.errors).toBeUndefined();
  return answer;
}

it('the product list: the same statements for 4 cards as for 48', async () => {
  const { query } = HOT_QUERIES.productList;
  const small = await statementsOf<CardsData>(query, { paging: { itemsPerPage: 4, pageNumber: 1 } });
  const large = await statementsOf<CardsData>(query, { paging: { itemsPerPage: 48, pageNumber: 1 } });
  expect(small.data.products.items).toHaveLength(4);
  expect(large.data.products.items).toHaveLength(48);
  expect(large.statements).toHaveLength(small.statements.length);
  // Directory, session, one statement for the page of cards.
  expect(large.statements.length).toBeLessThanOrEqual(DIRECTORY_STATEMENTS + 2);
});

it('the product page, with its variations, categories and metadata', async () => {
  const { query, variables } = HOT_QUERIES.productPage;
  const { data, statements } = await statementsOf<ProductData>(query, variables);
  expect(data.product.variations.length).toBeGreaterThan(0);
  // Directory, session, the product, its variations, categories and page metadata in batches.
  expect(statements.length).toBeLessThanOrEqual(DIRECTORY_STATEMENTS + 5);
});

it('search: a fixed number of statements, the typo fallback adds its own two', async () => {
  const prefix = await statementsOf<SearchData>(HOT_QUERIES.search.query, HOT_QUERIES.search.variables);
  const typo = await statementsOf<SearchData>(HOT_QUERIES.search.query, HOT_QUERIES.searchTypo.variables);
  expect(prefix.data.search_v1.matchMode).toBe('FULL_TEXT');
  expect(typo.data.search_v1.matchMode).toBe('TYPO_TOLERANT');
  expect(prefix.statements.length).toBeLessThanOrEqual(DIRECTORY_STATEMENTS + 3);
  expect(typo.statements).toHaveLength(prefix.statements.length + 2);
  // An occasion the search names ("Weihnachten") adds one statement for its cards.
  const named = await statementsOf<SearchData>(HOT_QUERIES.search.query, { inputText: 'Weihnachten' });
  expect(named.statements).toHaveLength(prefix.statements.length + 1);
});

it('cartV2 and cartQuantity: the same statements for a cart of one package as for four', async () => {
  const owner = await createCartOwner(api);
  const one = await statementsOf<CartData>(HOT_QUERIES.cartV2.query, {}, owner.cookie);
  const oneQuantity = await statementsOf<unknown>(HOT_QUERIES.cartQuantity.query, {}, owner.cookie);
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
  const four = await statementsOf<CartData>(HOT_QUERIES.cartV2.query, {}, owner.cookie);
  const fourQuantity = await statementsOf<unknown>(HOT_QUERIES.cartQuantity.query, {}, owner.cookie);
  expect(four.data.cartV2.data.shipments.flatMap((shipment) => shipment.packages)).toHaveLength(4);
  expect(four.statements).toHaveLength(one.statements.length);
  expect(fourQuantity.statements).toHaveLength(oneQuantity.statements.length);
  // Session, the cart in one statement, its catalogue rows, pricing, products and their variations.
  expect(four.statements.length).toBeLessThanOrEqual(DIRECTORY_STATEMENTS + 6);
  // Session, and the cart with its packages and their receivers in one.
  expect(fourQuantity.statements.length).toBeLessThanOrEqual(DIRECTORY_STATEMENTS + 2);
}, 60_000);

describe('with the public entities kept (as in production)', () => {
  let kept: TestServer;
  beforeAll(async () => {
    kept = await startTestServer({ cacheMs: 0 });
  }, 120_000);
  afterAll(() => kept.close());

  it('a cart reads only its own rows once the products it shows are kept, and shows a product change at once', async () => {
    const owner = await createCartOwner(kept);
    await answerRecorded<CartData>(kept.server, HOT_QUERIES.cartV2.query, {}, owner.cookie);
    const warm = await answerRecorded<{ cartV2: { data: { shipments: Array<{ packages: Array<{ product: { id: string; title: string } }> }> } } }>(
      kept.server,
      HOT_QUERIES.cartV2.query,
      {},
      owner.cookie,
    );
    expect(warm.errors).toBeUndefined();
    // Directory, session, and the cart with its receivers and packages in one: no catalogue, no pricing.
    expect(warm.statements.length).toBeLessThanOrEqual(DIRECTORY_STATEMENTS + 2);
    expect(warm.statements.map((s) => s.sql).join('\n')).not.toMatch(/product_variations|storefront_pricing|product_translations/);

    // A change of public data (here plain SQL, as an operator tool might) empties what was kept.
    const product = warm.data.cartV2.data.shipments[0]?.packages[0]?.product;
    await kept.handle.db.execute(sql`update product_translations set title = 'Renamed for the cart' where product_id = ${product?.id}`);
    await eventually(async () => {
      const after = await answerRecorded<typeof warm.data>(kept.server, HOT_QUERIES.cartV2.query, {}, owner.cookie);
      return after.data.cartV2.data.shipments[0]?.packages[0]?.product.title === 'Renamed for the cart';
    }, 'the cart to show the renamed product');
  }, 60_000);
});
