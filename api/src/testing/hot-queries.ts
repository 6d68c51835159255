/**
 * The API's hot queries (issue 14), as the shell and the remotes ask them: the benchmark drives them,
 * `db/statement-counts.test.ts` counts their statements and `db/hot-query-plans.postgres.test.ts`
 * checks the plans of those statements. One list, so the three measure the same thing.
 */
import { recordStatements, type RecordedStatement } from '../db/statement-log';
import type { ShopServer } from '../server';

const CARD = 'id title heroTitle image { url { href } alt } backgroundColor path productType showShadow description priceRange { min { value currency } max { value } }';

export interface HotQuery {
  query: string;
  variables?: Record<string, unknown>;
  /** Asked with the cookie of a visitor who has a cart. */
  withCart?: boolean;
}

export const HOT_QUERIES = {
  productList: {
    query: `query ($paging: PagingInput) { products(paging: $paging) { total pageCount items { ${CARD} } } }`,
    variables: { paging: { itemsPerPage: 16, pageNumber: 2 } },
  },
  /** A list in another order than its own (issue 35): the price bound computed per product of the storefront. */
  productListByPrice: {
    query: `query ($paging: PagingInput, $sort: ProductSort) { products(paging: $paging, sort: $sort) { total pageCount items { ${CARD} } } }`,
    variables: { paging: { itemsPerPage: 16, pageNumber: 2 }, sort: 'PRICE_ASC' },
  },
  productPage: {
    query: `query ($path: String!) { product(path: $path) { ${CARD} inStock registeredShipping brand { name }
      orderLimits { maxQuantity maxTotal { value } }
      variations { id title sku variationType price { currency value } pricesToShow { value } hasFixedPrices minPrice { value } maxPrice { value } }
      categories { title path } metadata { title description hreflangTags { hreflang href } } } }`,
    variables: { path: '/geschenkkarten/apple-geschenkkarte/' },
  },
  category: {
    query: `query ($path: String!) { category(path: $path) { id title description path term productCount
      topList(limit: 4) { ${CARD} } metadata { title description } } }`,
    variables: { path: '/kategorie/buecher/' },
  },
  search: {
    query: `query ($inputText: String!) { search_v1(inputText: $inputText) { matchMode errors { code }
      body { groupType items { ... on Product { id path title image { url { href } } } ... on Occasion { id path heroTitle } } } } }`,
    variables: { inputText: 'resta' },
  },
  searchTypo: {
    query: `query ($inputText: String!) { search_v1(inputText: $inputText) { matchMode
      body { groupType items { ... on Product { id path title } ... on Occasion { id path } } } } }`,
    variables: { inputText: 'restuarant' },
  },
  storeData: {
    query: '{ storeData { organization { name } colors { primary accent } menus { footerMenu { menuItems { title items { title path { href type } } } } } } }',
  },
  pageMetadata: {
    query: 'query ($path: String!) { pageMetadata(path: $path) { title description } }',
    variables: { path: '/geschenkkarten/' },
  },
  cartV2: {
    withCart: true,
    query: `{ cartV2 { errors { code } data { id currency deliveryMode limits { maxCardsPerOrder }
      shipments { tag deliveryType registered deliveryDate delivery { from to dispatchDate scheduledAt }
        deliveryAddress { firstName lastName email postCode city }
        packages { id kind variationType qty giftPacking { qty } wrapper { kind } personalMessage amount { value currency } total { value }
          product { id title path image { url { href } } backgroundColor digitalVariationConfig { minPrice { value } maxPrice { value } } }
          items { kind qty text variation { title sku price { value } } total { value } } } }
      groupedTotals { digitalTotal { qty price { value } } physicalTotal { qty price { value } } extra { qty price { value } } }
      totals { subTotal { value } grandTotal { value } grandTotalWithoutTax { value } tax { value } adjustments { title adjustmentType price { value } } }
      packagesGroups { tag packageId receiverTitle receiverDescription totalPrice { value }
        cardsPreviews { productLabel color { color opacity } image { url { href } alt } } } } } }`,
  },
  cartQuantity: {
    withCart: true,
    query: '{ cartQuantity { id cardQty variationQty totalQuantity packageIds packagesGroups { tag packageIds } } }',
  },
} satisfies Record<string, HotQuery>;

export type HotQueryName = keyof typeof HOT_QUERIES;

/**
 * Answers one GraphQL request inside this process (no HTTP hop, so the statement recording follows
 * it) for the German storefront, and returns the answer with the statements it ran.
 */
export async function answerRecorded<Data>(
  server: ShopServer,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<{ data: Data; errors?: unknown[]; statements: RecordedStatement[] }> {
  const { result, statements } = await recordStatements(async () => {
    const request = new Request('http://127.0.0.1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-store': '60', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const response = await server.yoga.fetch(request, { client: { ip: '127.0.0.1' } } as never);
    return (await response.json()) as { data: Data; errors?: unknown[] };
  });
  return { ...result, statements };
}
