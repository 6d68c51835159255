/**
 * The spec client (issue 12): a client written from spec §3 and §7 alone works against this API.
 * `documents/` holds one GraphQL document per spec entity or operation, in the spec's field names.
 * Each one must validate against the printed schema the clients generate from (so renaming or
 * removing a field the spec names fails here), and must answer over real HTTP, on a seeded database
 * with real cards in the cart, with data of the selected shape, no errors, and a value in every
 * selected field in at least one answer: a field the API only ever answers null or empty would be a
 * placeholder, not the spec's data. The few fields that are honestly empty are listed per document
 * with the reason.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { type DocumentNode, type GraphQLSchema, buildSchema, parse, specifiedRules, validate } from 'graphql';
import { blockQueues, contentBlocks, mediaAssets, queueItems } from '../db/catalogue-schema';
import { SCHEMA_FILE } from '../graphql/codegen';
import { SHOP_DOCUMENT_RULES } from '../graphql/user-data-variable';
import { Accounts } from '../testing/accounts';
import { ADD, Checkout, type ErrorEntry, GERMAN_PRODUCT_PATH, customer, productByPath } from '../testing/checkout';
import { type RedeemVisitor, issueTestCard } from '../testing/redeem';
import { Shopper } from '../testing/shopper';
import { registerShopReleases } from '../testing/shop-releases';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../testing/test-server';
import { type ShapeReport, checkAnswer, emptyReport, selectedPaths } from './answer-shape';

const DOCUMENTS_DIR = join(__dirname, 'documents');
const texts = new Map(
  readdirSync(DOCUMENTS_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => [basename(file, '.graphql'), readFileSync(join(DOCUMENTS_DIR, file), 'utf8')]),
);

/** The spec's entities and operations, one document each (a document deleted by accident fails here). */
const SPEC_DOCUMENTS = [
  'blocks-queue', // §7 Blocks queue
  'branding-preset', // §3 Storefront branding preset
  'cart', // §3 {product}Order (cart), §7 cartV2
  'category', // §3 Category
  'check-user-exist', // §7 checkUserExist (a query)
  'content-block', // §3 content block types, video providers
  'country-combination', // §3 Country combination
  'delete-package-group', // §7 delete{product}PackageGroup
  'discount-type', // §3 discount types
  'feature-toggles', // §4 feature toggles, §1 redeem delay warning
  'get-user-info', // §3 User info and CustomerProfile, §7 getUserInfo
  'location-suggestions', // §3 Location suggestion, §7 getLocationAddressSuggestions
  'order', // §3 Order, order types, line kinds
  'page-metadata', // §3 Page metadata
  'payment-methods', // §3 Payment methods
  'popular-search', // §3 Popular search results
  'product-card', // §3 Product card and product types, §7 Product lists
  'redeem-order', // §3 RedeemOrder, redeem package, {product}Product / DonationProduct, §7 redeemOrder
  'redeem-product', // §3 Redeem product and its kinds ({product}Product, DonationProduct, TopProduct)
  'search', // §3 Search result, §7 search_v1
  'slim-cart', // §3 Slim cart, §7 cartQuantity
  'store-data', // §3 Store data
  'user-logout', // §7 userLogout
];

const printedSchema: GraphQLSchema = buildSchema(readFileSync(join(__dirname, '..', '..', SCHEMA_FILE), 'utf8'));

function documentOf(name: string): { text: string; document: DocumentNode } {
  const text = texts.get(name);
  if (!text) throw new Error(`no document ${name}.graphql`);
  return { text, document: parse(text) };
}

describe('the spec client documents', () => {
  it('are one per spec entity and operation', () => {
    expect([...texts.keys()].sort()).toEqual(SPEC_DOCUMENTS);
  });

  // With the API's rules: graphql-js' own, except that $userData: UserData may go unused (spec §7).
  it.each(SPEC_DOCUMENTS)('%s validates against schema.graphql', (name) => {
    expect(validate(printedSchema, documentOf(name).document, SHOP_DOCUMENT_RULES).map((e) => e.message)).toEqual([]);
  });

  it('declare the request context as the spec names it, $userData: UserData, unused (graphql-js alone refuses that)', () => {
    const declaring = SPEC_DOCUMENTS.filter((name) => /\$userData: UserData\b/.test(documentOf(name).text));
    expect(declaring).toEqual(
      expect.arrayContaining(['cart', 'check-user-exist', 'content-block', 'discount-type', 'feature-toggles', 'get-user-info', 'order', 'redeem-order', 'redeem-product']),
    );
    const { document } = documentOf('cart');
    expect(validate(printedSchema, document, specifiedRules).map((e) => e.message)).toEqual(['Variable "$userData" is never used in operation "SpecCart".']);
    // Any other unused variable is still refused, and a userData of another type is no exception.
    for (const text of ['query Q($userData: UserData, $x: Int) { ping }', 'query Q($userData: String) { ping }']) {
      expect(validate(printedSchema, parse(text), SHOP_DOCUMENT_RULES)).toHaveLength(1);
    }
  });

  it('would fail on a field the schema lacks (the check is live)', () => {
    const renamed = documentOf('search').text.replace(/^(\s+)path$/m, '$1url');
    expect(validate(printedSchema, parse(renamed)).map((e) => e.message)).toEqual([
      'Cannot query field "url" on type "SearchResultItem".',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Over HTTP

interface Run {
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Every `errors` list in an answer (the spec §8 lists of payloads), to be empty. */
function errorLists(value: unknown, path = 'data', found: Array<[string, unknown]> = []): Array<[string, unknown]> {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      errorLists(item, `${path}[${i}]`, found);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'errors') found.push([`${path}.errors`, inner]);
      else errorLists(inner, `${path}.${key}`, found);
    }
  }
  return found;
}

/**
 * Runs a spec document once per run as `shopper`, checks each answer's shape and that it carries no
 * errors, and that every selected field had a value in some answer, except `mayBeEmpty` (field path
 * prefix → why it is empty). Resolves the answers and the shape report (typenames seen).
 */
async function runSpecDocument<T>(
  shopper: Shopper,
  name: string,
  runs: Run[],
  mayBeEmpty: Record<string, string> = {},
): Promise<{ answers: T[]; report: ShapeReport }> {
  const { text, document } = documentOf(name);
  const report = emptyReport();
  const answers: T[] = [];
  for (const run of runs) {
    // Spec §7: "The variable userData is always included" (declared by the documents that name it).
    const data = await shopper.call<T>(text, { userData: USER_DATA, ...run.variables }, run.headers ?? {});
    checkAnswer(printedSchema, document, data, report);
    for (const [where, list] of errorLists(data)) expect([where, list]).toEqual([where, []]);
    answers.push(data);
  }
  expect(report.problems).toEqual([]);
  const exempt = (path: string) => path.split('.').includes('errors') || Object.keys(mayBeEmpty).some((p) => path === p || path.startsWith(`${p}.`));
  const neverValued = [...selectedPaths(document)].filter((path) => !report.valued.has(path) && !exempt(path));
  expect(neverValued).toEqual([]);
  return { answers, report };
}

/** Spec §3 request context as a client written from the spec sends it (storeID 60, countryCode DE). */
const USER_DATA = { language: 'de', storeID: 60, countryCode: 'DE', redeemToken: null };

let shop: TestServer;
let checkout: Checkout;
/** Reads the catalogue and chrome; has no session. */
let visitor: Shopper;
/** Browsers with accounts (each from an address of its own: the account limits are per IP). */
let accounts: Accounts;
/** Fills a basket, places it, fills another and logs out, in the order of the tests below. */
let shopper: Shopper;

interface OrderAnswer {
  id: string;
  customerEmail: string;
  orderType: string;
  billingAddress: { email: string };
  shipments: Array<{ packages: Array<{ giftcard_v1: { lineKind: string }; giftPacking: { lineKind: string } | null; message: { lineKind: string } | null }> }>;
  totals: { grandTotal: { value: number } };
}

/** The order document's fields that are honestly empty. */
const ORDER_MAY_BE_EMPTY = {
  'placedOrder.data.billingAddress.addressLine1': 'checkout does not ask the customer for address lines',
  'placedOrder.data.billingAddress.addressLine2': 'checkout does not ask the customer for address lines',
};

interface CartAnswer {
  cartV2: {
    data: {
      id: string;
      shipments: Array<{
        tag: string;
        deliveryDate: string;
        packages: Array<{
          id: string;
          giftcard_v1: { __typename: string; kind: string; qty: number; variation: { id: string; price: { value: number }; product: { id: string; title: string } } };
          wrapper: { kind: string; qty: number } | null;
          giftPacking: { qty: number } | null;
          message: { qty: number; text: string } | null;
        }>;
      }>;
      groupedTotals: { digitalTotal: { qty: number }; physicalTotal: { qty: number }; extra: { qty: number } };
      totals: { subTotal: { value: number }; grandTotal: { value: number }; adjustments: Array<{ price: { value: number } }> };
      packagesGroups: Array<{ packageId: string; tag: string }>;
    } | null;
  };
}

const call = <T>(who: Shopper, query: string, variables: Record<string, unknown> = {}) => who.call<T>(query, variables);

/** A cart with a digital package (message, e-mail design), a physical one (packed, wrapped, message) and a blank card pack, with receivers. */
async function fillRichCart(): Promise<string> {
  const cartId = await checkout.fill(shopper);
  const { products } = await call<{ products: { items: Array<{ id: string; variations: Array<{ id: string; variationType: string; pricesToShow: Array<{ cents: number }> }> }> } }>(
    visitor,
    'query { products(filters: { filterByProductType: [BLANK_CARD_PACK] }) { items { id variations { id variationType pricesToShow { cents } } } } }',
  );
  const pack = products.items[0];
  const packVariation = pack?.variations[0];
  if (!pack || !packVariation) throw new Error('the seed has no blank card pack');
  const added = await call<{ addGiftCardPackage: { errors: ErrorEntry[] } }>(shopper, ADD, {
    input: {
      productId: pack.id,
      variationId: packVariation.id,
      variationType: packVariation.variationType,
      amountCents: packVariation.pricesToShow[0]?.cents,
      quantity: 1,
      giftPacking: false,
    },
  });
  expect(added.addGiftCardPackage.errors).toEqual([]);

  const { cartV2 } = await call<{ cartV2: { data: { shipments: Array<{ tag: string; deliveryType: string; packages: Array<{ id: string }> }> } } }>(
    shopper,
    'query { cartV2 { data { shipments { tag deliveryType packages { id } } } } }',
  );
  const digital = cartV2.data.shipments.find((s) => s.deliveryType === 'DIGITAL');
  const physical = cartV2.data.shipments.find((s) => s.deliveryType === 'PHYSICAL');
  if (!digital?.packages[0] || !physical?.packages[0]) throw new Error('the cart lacks a digital or a physical receiver');
  const changes: Array<[string, Record<string, unknown>]> = [
    [
      'mutation ($input: UpdateGiftCardPackageInput!) { updateGiftCardPackage(input: $input) { errors { code message } } }',
      { input: { packageId: digital.packages[0].id, wrapper: 'DIGITAL', personalMessage: 'Alles Gute zum Geburtstag!' } },
    ],
    [
      'mutation ($input: UpdateGiftCardPackageInput!) { updateGiftCardPackage(input: $input) { errors { code message } } }',
      { input: { packageId: physical.packages[0].id, wrapper: 'PHYSICAL', giftPacking: true } },
    ],
    [
      'mutation ($input: CartReceiverInput!) { updateCartReceiver(input: $input) { errors { code message } } }',
      { input: { shipmentTag: digital.tag, firstName: 'Jonas', lastName: 'Weber', email: 'jonas@example.com' } },
    ],
    [
      'mutation ($input: CartReceiverInput!) { updateCartReceiver(input: $input) { errors { code message } } }',
      {
        input: {
          shipmentTag: physical.tag,
          firstName: 'Mia',
          lastName: 'Schulz',
          address: {
            countryCode: 'DE',
            postCode: '80331',
            houseNumber: '8',
            suffix: 'b',
            street: 'Marienplatz',
            city: 'München',
            companyName: 'Schulz & Söhne GmbH',
            addressLine1: 'Hinterhaus',
            addressLine2: '3. Stock',
          },
        },
      },
    ],
  ];
  for (const [mutation, variables] of changes) {
    const answer = await call<Record<string, { errors: ErrorEntry[] }>>(shopper, mutation, variables);
    expect(Object.values(answer)[0]?.errors).toEqual([]);
  }
  return cartId;
}

beforeAll(async () => {
  shop = await startTestServer();
  // The teams' releases route every page (a page's head is that of a routed page: issue 36).
  await registerShopReleases(shop.handle.db);
  checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH, { 'x-store': '60' }));
  visitor = new Shopper(shop, { 'x-store': '60' });
  accounts = new Accounts(shop);
  shopper = new Shopper(shop, { 'x-store': '60' });
});

afterAll(async () => {
  await shop?.close();
});

describe('the spec client against the API over HTTP', () => {
  it('search: items of both kinds with id and path, product and giving-moments fields', async () => {
    const { occasions } = await call<{ occasions: Array<{ title: string }> }>(visitor, 'query { occasions { title } }');
    const occasionWord = occasions[0]?.title.split(/\s+/)[0] as string;
    const { answers, report } = await runSpecDocument<{ search_v1: { body: Array<{ groupType: string; items: Array<{ id: string; path: string }> }> } }>(
      visitor,
      'search',
      [{ variables: { inputText: 'rest' } }, { variables: { inputText: occasionWord } }],
    );
    expect(report.typenames.get('search_v1.body.items')).toEqual(new Set(['Product', 'Occasion']));
    const items = answers.flatMap((a) => a.search_v1.body.flatMap((g) => g.items));
    for (const item of items) expect(item.path).toMatch(/^\/(geschenkkarten|anlaesse)\/[a-z0-9-]+\/$/);
    expect(answers[0]?.search_v1.body[0]?.groupType).toBe('GIFT_CARDS');
  });

  it('popular search results', async () => {
    await runSpecDocument(visitor, 'popular-search', [{}]);
  });

  it('location suggestions', async () => {
    const { answers } = await runSpecDocument<{ getLocationAddressSuggestions: Array<{ label: string; countryCode: string }> }>(visitor, 'location-suggestions', [
      { variables: { filters: { inputText: 'Mün' }, paging: { itemsPerPage: 5, pageNumber: 1 } } },
      { variables: { filters: { inputText: 'Berlin' } } },
    ]);
    expect(answers[0]?.getLocationAddressSuggestions[0]?.label).toMatch(/München/);
    expect(answers.every((a) => a.getLocationAddressSuggestions.every((s) => s.countryCode === 'DE'))).toBe(true);
  });

  it('store data and country combinations', async () => {
    const { answers } = await runSpecDocument<{ storeData: { paymentIcons: unknown[] } }>(visitor, 'store-data', [{}]);
    expect(answers[0]?.storeData.paymentIcons.length).toBeGreaterThanOrEqual(4);
    const combinations = await runSpecDocument<{ storeData: { countriesCombinations: Array<{ country: string; url: string }> } }>(visitor, 'country-combination', [{}]);
    expect(combinations.answers[0]?.storeData.countriesCombinations.map((c) => c.country)).toContain('DE');
  });

  it('storefront branding preset (opening hours: the Dutch storefront)', async () => {
    const { answers } = await runSpecDocument<{ storeData: { organization: { openingHours: Array<{ dayOfWeek: string[]; opens: string; closes: string }> } } }>(
      visitor,
      'branding-preset',
      [{}, { headers: { 'x-store': '10' } }],
    );
    // Spec §3: "for one storefront opening hours Monday to Friday 09:00-17:30".
    expect(answers.map((a) => a.storeData.organization.openingHours)).toEqual([
      [],
      [{ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' }],
    ]);
  });

  it('categories, product lists (by taxonomy and by page) and blocks queues', async () => {
    const { answers } = await runSpecDocument<{ categories: Array<{ id: string; path: string }> }>(visitor, 'category', [{}]);
    expect(answers[0]?.categories.length).toBe(16);
    const { categories } = await call<{ categories: Array<{ id: string; term: string }> }>(visitor, 'query { categories { id term } }');
    const category = categories[0] as { id: string; term: string };
    const taxonomy = [{ collection: 'cb_api_giftcard_categories', terms: [category.term] }];
    const lists = await runSpecDocument<{ products: { items: unknown[] } }>(visitor, 'product-card', [
      { variables: { filters: { filterByProductType: ['GIFT_CARD'], filterByTaxonomy: taxonomy }, paging: { itemsPerPage: 16, pageNumber: 1 } } },
      { variables: { filters: { filterByPage: { fieldName: 'topList', pageId: category.id, pageType: 'category' } } } },
    ]);
    expect(lists.answers.map((a) => a.products.items.length > 0)).toEqual([true, true]);
    // Spec §3 product types as a filter: GIFTCARD_DIGITAL / _PHYSICAL / _BLANK and DONATION (ADR 0059).
    const byType = await runSpecDocument<{ products: { items: Array<{ id: string; productType: string }> } }>(
      visitor,
      'product-card',
      ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL', 'GIFTCARD_BLANK', 'DONATION', 'BLANK_CARD_PACK'].map((type) => ({
        variables: { filters: { filterByProductType: [type] }, paging: { itemsPerPage: 100, pageNumber: 1 } },
      })),
    );
    const [digital, physical, blank, donation, blankOurs] = byType.answers.map((a) => a.products.items);
    for (const items of [digital, physical, blank, donation]) expect(items?.length).toBeGreaterThan(0);
    expect(new Set([...(digital ?? []), ...(physical ?? [])].map((p) => p.productType))).toEqual(new Set(['GIFT_CARD']));
    expect(blank?.map((p) => p.id)).toEqual(blankOurs?.map((p) => p.id));
    expect(new Set(donation?.map((p) => p.productType))).toEqual(new Set(['DONATION']));
    // Digital and physical are the cards' ways of sending: a card sold both ways is in both lists.
    const { products: physicalOnes } = await call<{ products: { items: Array<{ id: string; variations: Array<{ variationType: string }> }> } }>(
      visitor,
      'query { products(filters: { filterByProductType: [GIFTCARD_PHYSICAL] }, paging: { itemsPerPage: 100 }) { items { id variations { variationType } } } }',
    );
    expect(physicalOnes.items.every((p) => p.variations.some((v) => v.variationType === 'PHYSICAL'))).toBe(true);
    const queues = await runSpecDocument(visitor, 'blocks-queue', [
      { variables: { queueID: 'home-most-chosen' } },
      { variables: { queueID: 'home-usps' } },
      { variables: { queueID: 'top-products', filters: { filterByTaxonomy: taxonomy } } },
    ]);
    expect(queues.report.typenames.get('queue.items')).toEqual(new Set(['Product', 'ContentBlock']));
  });

  it('page metadata with both hreflang forms', async () => {
    const { answers } = await runSpecDocument<{ pageMetadata: { hreflangTags: Array<{ hreflang: string; langCode: string }>; hreflangTags_v1: Array<{ langCode: string; isDefault: boolean }> } }>(
      visitor,
      'page-metadata',
      [{ variables: { path: GERMAN_PRODUCT_PATH } }],
    );
    const tags = answers[0]?.pageMetadata.hreflangTags_v1 ?? [];
    expect(tags.map((t) => [t.langCode, t.isDefault]).sort()).toEqual([
      ['de', true],
      ['en', false],
    ]);
    expect(answers[0]?.pageMetadata.hreflangTags.map((t) => [t.hreflang, t.langCode])).toEqual([
      ['de-DE', 'de'],
      ['en-DE', 'en'],
      ['x-default', 'de'],
    ]);
  });

  it('page metadata of every page kind: landing, blog, article, legal, contact and doubler pages too (issue 36)', async () => {
    const { blog } = await visitor.call<{ blog: { data: { articles: Array<{ path: string }> } } }>('query { blog { data { articles { path } } } }', {});
    const paths = ['/weihnachten/', '/blog/', blog.data.articles[0]?.path, '/impressum/', '/kontakt/', '/verdoppler/', '/geschenkkarten/2/'];
    const { answers } = await runSpecDocument<{ pageMetadata: { title: string } | null }>(
      visitor,
      'page-metadata',
      paths.map((path) => ({ variables: { path } })),
      { 'pageMetadata.keywords': 'the built heads have no keywords (only the stored rows of products, categories and occasions)' },
    );
    const titles = answers.map((a) => a.pageMetadata?.title);
    expect(titles.every((title) => title && title !== 'CardBon Deutschland')).toBe(true);
    expect(new Set(titles).size).toBe(paths.length);
  });

  it('payment methods, with the banks of iDEAL in the Dutch storefront', async () => {
    const { answers } = await runSpecDocument<{ paymentMethods: Array<{ id: string; banks: unknown[]; adyenRawData: string }> }>(visitor, 'payment-methods', [
      {},
      { headers: { 'x-store': '10' } },
    ]);
    for (const method of answers.flatMap((a) => a.paymentMethods)) expect(JSON.parse(method.adyenRawData)).toMatchObject({ type: expect.any(String) });
    expect(answers[1]?.paymentMethods.find((m) => m.id === 'ideal')?.banks.length).toBeGreaterThan(0);
  });

  let cartId: string;
  let cart: NonNullable<CartAnswer['cartV2']['data']>;

  it('cart: shipments, packages (card and empty card items, message), variations with their product, totals, groups', async () => {
    cartId = await fillRichCart();
    const { answers, report } = await runSpecDocument<CartAnswer>(shopper, 'cart', [{}, { variables: { orderUuid: cartId } }], {
      'cartV2.data.billingAddress': 'a cart has no billing address until it is placed (the order document reads it)',
      'cartV2.data.shipments.deliveryAddress.customerType': 'the customer type is the customer’s (billing address), not a receiver’s',
      'cartV2.data.shipments.deliveryAddress.invoiceEmail': 'the invoice e-mail is the customer’s (billing address), not a receiver’s',
      'cartV2.data.shipments.deliveryAddress.phoneNumber': 'checkout asks the customer’s phone number (billing address), not a receiver’s',
    });
    cart = answers[0]?.cartV2.data as typeof cart;
    // By uuid the same cart (not compared whole: a digital delivery date moves with the clock).
    expect(answers[1]?.cartV2.data?.packagesGroups).toEqual(cart.packagesGroups);
    expect(cart.id).toBe(cartId);
    expect(report.typenames.get('cartV2.data.shipments.packages.giftcard_v1')).toEqual(new Set(['GiftCardItem', 'EmptyGiftCardItem']));
    // Spec §3 basket item kinds as the spec spells them; deliveryDate a value (a date-time or a day).
    const lines = cart.shipments.flatMap((s) => s.packages);
    expect(new Set(lines.map((p) => p.giftcard_v1.kind))).toEqual(new Set(['GIFTCARD', 'BLANK_GIFTCARD_PACK']));
    expect(new Set(lines.flatMap((p) => (p.wrapper ? [p.wrapper.kind] : [])))).toEqual(new Set(['WRAPPER', 'DIGITAL_WRAPPER']));
    for (const shipment of cart.shipments) expect(shipment.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}\.\d{3}Z)?$/);

    const packages = cart.shipments.flatMap((s) => s.packages);
    expect(packages).toHaveLength(3);
    for (const pkg of packages) expect(pkg.giftcard_v1.variation.product.id).toBeTruthy();
    expect(packages.map((p) => p.giftcard_v1.variation.product.id)).toContain(checkout.product.id);
    expect(packages.map((p) => p.message?.text ?? null).sort()).toEqual(['Alles Gute zum Geburtstag!', 'Viel Spaß!', null]);
    expect(packages.map((p) => p.giftcard_v1.qty).sort()).toEqual([1, 1, 2]);
    expect(cart.groupedTotals.digitalTotal.qty).toBe(2);
    expect(cart.groupedTotals.physicalTotal.qty).toBe(2);
    const adjustments = cart.totals.adjustments.reduce((sum, a) => sum + a.price.value, 0);
    expect(cart.totals.grandTotal.value).toBeCloseTo(cart.totals.subTotal.value + adjustments, 2);
    expect(cart.packagesGroups.map((g) => g.packageId).sort()).toEqual(packages.map((p) => p.id).sort());
  });

  it('slim cart: the same packages as the cart', async () => {
    const { answers } = await runSpecDocument<{ cartQuantity: { id: string; packageIds: string[]; cardQty: number; variationQty: number } }>(
      shopper,
      'slim-cart',
      [{}, { variables: { orderUuid: cartId } }],
    );
    expect(answers[0]?.cartQuantity).toMatchObject({ id: cartId, cardQty: 4, variationQty: 3 });
    expect(answers[0]?.cartQuantity.packageIds.sort()).toEqual(cart.shipments.flatMap((s) => s.packages.map((p) => p.id)).sort());
  });

  it('order: the placed cart with its shipments, totals and billing address', async () => {
    const business = customer({
      customerType: 'BUSINESS',
      email: 'einkauf@example.com',
      emailConfirmation: 'einkauf@example.com',
      companyName: 'Beispiel GmbH',
      kvkNumber: 'HRB 12345',
      vatNumber: 'DE123456789',
      referenceNumber: 'KST-4711',
      invoiceEmail: 'rechnung@example.com',
      phone: { dialCode: '+49', number: '301234567' },
      address: { countryCode: 'DE', postCode: '10115', houseNumber: '12', suffix: 'a', street: 'Invalidenstraße', city: 'Berlin' },
    });
    const placed = await checkout.place(shopper, cartId, business);
    const { answers } = await runSpecDocument<{
      placedOrder: { data: OrderAnswer };
    }>(shopper, 'order', [{ variables: { orderUuid: placed.id } }], ORDER_MAY_BE_EMPTY);
    const order = answers[0]?.placedOrder.data;
    // Spec §3: one address by post (the blank cards travel with Mia's): a regular order; the line kinds.
    expect(order?.orderType).toBe('REGULAR');
    const packages = order?.shipments.flatMap((s) => s.packages) ?? [];
    expect(new Set(packages.map((p) => p.giftcard_v1.lineKind))).toEqual(new Set(['DIGITAL', 'PHYSICAL']));
    expect(new Set(packages.flatMap((p) => [p.giftPacking?.lineKind, p.message?.lineKind]).filter(Boolean))).toEqual(new Set(['ADDITIONAL']));
    expect(order).toMatchObject({ id: placed.id, customerEmail: 'einkauf@example.com', billingAddress: { email: 'einkauf@example.com', kvkNumber: 'HRB 12345' } });
    expect(order?.shipments).toHaveLength(cart.shipments.length);
    expect(order?.totals.grandTotal.value).toBe(cart.totals.grandTotal.value);
  });

  it('checkUserExist is a query, as spec §7 lists it: status true for an address with an account, false for another', async () => {
    const email = await accounts.confirmed('spec-identify');
    const browser = accounts.visitor();
    const runs: Run[] = [];
    for (const address of [email, `nobody.${randomUUID()}@example.com`]) runs.push({ variables: { email: address, captchaToken: await browser.captcha() } });
    const { answers } = await runSpecDocument<{ checkUserExist: { status: boolean } }>(browser, 'check-user-exist', runs);
    expect(answers.map((a) => a.checkUserExist.status)).toEqual([true, false]);
  });

  it('getUserInfo: the profile carries the address of the last checkout; a reorder and an order to several addresses have their order type', async () => {
    const { browser, email } = await accounts.loggedIn('spec-profile');
    const info = documentOf('get-user-info').text;
    type Info = { getUserInfo: { user: { mainProfile: { address: Record<string, string | null> | null } } | null } };
    expect((await browser.call<Info>(info)).getUserInfo.user?.mainProfile.address).toBeNull();

    const business = customer({
      customerType: 'BUSINESS',
      email,
      emailConfirmation: email,
      companyName: 'Lind Events GmbH',
      kvkNumber: 'HRB 98765',
      vatNumber: 'DE987654321',
      referenceNumber: 'Sommerfest',
      invoiceEmail: 'buchhaltung@example.com',
      phone: { dialCode: '+49', number: '891234567' },
      address: { countryCode: 'DE', postCode: '80331', houseNumber: '5', suffix: 'c', street: 'Sendlinger Straße', city: 'München' },
    });
    const first = await checkout.place(browser, await checkout.fill(browser), business);
    const { answers } = await runSpecDocument<{ getUserInfo: { user: { mainProfile: Record<string, unknown> } } }>(browser, 'get-user-info', [{}], {
      'getUserInfo.user.mainProfile.address.administrativeArea': 'checkout asks no administrative area (no storefront’s address form has one)',
    });
    expect(answers[0]?.getUserInfo.user.mainProfile).toEqual({
      firstName: 'Lena',
      lastName: 'Lind',
      email,
      invoiceEmail: 'buchhaltung@example.com',
      phoneNumber: '+49 891234567',
      vatNumber: 'DE987654321',
      address: { postCode: '80331', houseNumber: '5', suffix: 'c', street: 'Sendlinger Straße', city: 'München', administrativeArea: null, companyName: 'Lind Events GmbH' },
    });

    // A reorder of that order (spec §1 "Accounts: … reorder").
    type Reorder = { reorderOrder: { data: { packages: Array<{ id: string; amount: { cents: number }; quantity: number; available: boolean }> } } };
    const { reorderOrder } = await call<Reorder>(
      browser,
      'query ($o: String!) { reorderOrder(orderUuid: $o) { data { packages { id amount { cents } quantity available } } } }',
      { o: first.id },
    );
    const { reorderPackages } = await call<{ reorderPackages: { order: { id: string }; errors: ErrorEntry[] } }>(
      browser,
      'mutation ($input: ReorderInput!) { reorderPackages(input: $input) { order { id } errors { code message } } }',
      { input: { orderUuid: first.id, packages: reorderOrder.data.packages.filter((p) => p.available).map((p) => ({ packageId: p.id, amountCents: p.amount.cents, quantity: p.quantity })) } },
    );
    expect(reorderPackages.errors).toEqual([]);
    const reorder = await checkout.place(browser, reorderPackages.order.id, business);

    // Cards by post to two addresses (spec §1 "Orders can go to one or several delivery addresses").
    const { product } = await call<{ product: { variations: Array<{ id: string; variationType: string; pricesToShow: Array<{ cents: number }> }> } }>(
      visitor,
      'query ($path: String!) { product(path: $path) { variations { id variationType pricesToShow { cents } } } }',
      { path: GERMAN_PRODUCT_PATH },
    );
    const physical = product.variations.find((v) => v.variationType === 'PHYSICAL');
    const physicalVariation = physical?.id;
    let splitCart = '';
    // Two packages (two amounts: the same amount again would add to the first package).
    for (const amountCents of (physical?.pricesToShow ?? []).slice(0, 2).map((p) => p.cents)) {
      const added = await call<{ addGiftCardPackage: { order: { id: string }; errors: ErrorEntry[] } }>(browser, ADD, {
        input: { productId: checkout.product.id, variationId: physicalVariation, variationType: 'PHYSICAL', amountCents, quantity: 1, giftPacking: false },
      });
      expect(added.addGiftCardPackage.errors).toEqual([]);
      splitCart = added.addGiftCardPackage.order.id;
    }
    const split = await call<{ setCartDeliveryMode: { order: { shipments: Array<{ tag: string }> }; errors: ErrorEntry[] } }>(
      browser,
      'mutation { setCartDeliveryMode(mode: SPLIT) { order { shipments { tag } } errors { code message } } }',
    );
    expect(split.setCartDeliveryMode.order.shipments).toHaveLength(2);
    for (const [index, { tag }] of split.setCartDeliveryMode.order.shipments.entries()) {
      const receiver = await call<{ updateCartReceiver: { errors: ErrorEntry[] } }>(
        browser,
        'mutation ($input: CartReceiverInput!) { updateCartReceiver(input: $input) { errors { code message } } }',
        {
          input: {
            shipmentTag: tag,
            firstName: ['Jan', 'Ida'][index],
            lastName: 'Lind',
            address: { countryCode: 'DE', postCode: ['20095', '50667'][index], houseNumber: '1', street: ['Mönckebergstraße', 'Hohe Straße'][index], city: ['Hamburg', 'Köln'][index] },
          },
        },
      );
      expect(receiver.updateCartReceiver.errors).toEqual([]);
    }
    const multi = await checkout.place(browser, splitCart, business);

    const orders = await runSpecDocument<{ placedOrder: { data: OrderAnswer } }>(
      browser,
      'order',
      [first, reorder, multi].map((o) => ({ variables: { orderUuid: o.id } })),
      ORDER_MAY_BE_EMPTY,
    );
    expect(orders.answers.map((a) => a.placedOrder.data.orderType)).toEqual(['REGULAR', 'REORDER', 'MULTI_ADDRESS']);
    const { customerOrders } = await call<{ customerOrders: { data: { items: Array<{ id: string; kind: string; orderType: string }> } } }>(
      browser,
      '{ customerOrders { data { items { id kind orderType } } } }',
    );
    expect(customerOrders.data.items.map((o) => [o.id, o.kind, o.orderType])).toEqual([
      [multi.id, 'REGULAR', 'MULTI_ADDRESS'],
      [reorder.id, 'REGULAR', 'REORDER'],
      [first.id, 'REGULAR', 'REGULAR'],
    ]);
  });

  it('redeem products and a redeem order: the spec kinds {product}Product, DonationProduct and TopProduct', async () => {
    const browser: RedeemVisitor = accounts.visitor();
    const card = await issueTestCard(shop.handle.db, shop.secrets.pinPepper, { balanceCents: 30_000 });
    expect((await browser.check(card)).errors).toEqual([]);
    // The redeem shop lists the gift cards first and the donations last: its first and last page.
    const { redeemProducts: shopList } = await browser.call<{ redeemProducts: { total: number } }>('query { redeemProducts(paging: { itemsPerPage: 100 }) { total } }');
    const listed = await runSpecDocument<{ redeemProducts: { items: Array<{ __typename: string; id: string }> } }>(
      browser,
      'redeem-product',
      [1, Math.ceil(shopList.total / 100)].map((pageNumber) => ({ variables: { paging: { itemsPerPage: 100, pageNumber } } })),
    );
    expect(listed.report.typenames.get('redeemProducts.items')).toEqual(new Set(['GiftCardProduct', 'TopProduct', 'DonationProduct']));

    type Offer = { id: string; productType: string; fixedValues: Array<{ cents: number }>; redeemData: { minimumAvailableCustomAmount: { cents: number } }; brand: { iframeUrl: string | null } | null };
    const offers = async (search: string) =>
      (
        await browser.call<{ redeemProducts: { items: Offer[] } }>(
          'query ($search: String) { redeemProducts(search: $search, paging: { itemsPerPage: 100 }) { items { id productType fixedValues { cents } redeemData { minimumAvailableCustomAmount { cents } } brand { iframeUrl } } } }',
          { search },
        )
      ).redeemProducts.items;
    const amount = (offer: Offer) => offer.fixedValues[0]?.cents ?? Math.max(offer.redeemData.minimumAvailableCustomAmount.cents, 1000);
    // A card of a brand that redeems on its own site (its {product}Brand has the web shop), and a donation.
    const giftCard = (await offers('Kleiderschrank')).find((p) => p.productType === 'GIFT_CARD' && p.brand?.iframeUrl);
    const { redeemProducts: lastPage } = await browser.call<{ redeemProducts: { items: Offer[] } }>(
      'query ($paging: PagingInput) { redeemProducts(paging: $paging) { items { id productType fixedValues { cents } redeemData { minimumAvailableCustomAmount { cents } } brand { iframeUrl } } } }',
      { paging: { itemsPerPage: 100, pageNumber: Math.ceil(shopList.total / 100) } },
    );
    const donation = lastPage.items.find((p) => p.productType === 'DONATION');
    if (!giftCard || !donation) throw new Error('the seed has no gift card of a web-shop brand or no donation to redeem into');
    for (const offer of [giftCard, donation]) expect((await browser.add(offer.id, amount(offer))).errors).toEqual([]);
    const placed = await browser.place();
    expect(placed.errors).toEqual([]);

    const redeem = await runSpecDocument<{ redeemOrder: { data: { id: string; shipments: Array<{ packages: Array<{ mainProduct: { __typename: string; id: string } }> }> } } }>(
      browser,
      'redeem-order',
      [{ variables: { uuid: placed.order?.id } }],
      { 'redeemOrder.data.shipments.packages.packageTotals.promotionAmount': 'no storefront runs a redeem promotion: nothing is added to a chosen card' },
    );
    expect(redeem.report.typenames.get('redeemOrder.data.shipments.packages.mainProduct')).toEqual(new Set(['GiftCardProduct', 'DonationProduct']));
    const main = redeem.answers[0]?.redeemOrder.data.shipments.flatMap((s) => s.packages.map((p) => p.mainProduct.id)).sort();
    expect(main).toEqual([giftCard.id, donation.id].sort());
  });

  it('content blocks of every type the spec lists, and the videos of both providers', async () => {
    const db = shop.handle.db;
    const queueKey = `spec-blocks-${randomUUID().slice(0, 8)}`;
    const [asset] = await db.select({ id: mediaAssets.id }).from(mediaAssets).limit(1);
    const [product] = (await call<{ products: { items: Array<{ id: string }> } }>(visitor, '{ products(paging: { itemsPerPage: 1 }) { items { id } } }')).products.items;
    // Editorial content (the seed has none of the newer types): a blog teaser, the contact block, a
    // customer's word, a USP with its picture, two blocks that show a video, and the older types.
    const blocks: Array<Omit<typeof contentBlocks.$inferInsert, 'id' | 'storefrontKey' | 'language'>> = [
      { blockType: 'blogBlock', title: 'Neu im Blog', description: 'Zehn Ideen für den Muttertag', referencedPath: '/blog/' },
      { blockType: 'contact', title: 'Fragen? Wir helfen gern', description: 'Mo-Fr 9-17 Uhr', referencedPath: '/kontakt/' },
      { blockType: 'testimonial', title: 'Anna aus Berlin', description: '„Schnell da und schön verpackt.“' },
      { blockType: 'uspImage', title: 'Heute bestellt, heute versandt', description: 'Werktags vor 17 Uhr', cardImageId: asset?.id },
      { blockType: 'imageBody', title: 'So funktioniert’s', description: 'In zwei Minuten erklärt', referencedPath: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', linkType: 'absolute' },
      { blockType: 'titleBodyImage', title: 'Hinter den Kulissen', description: 'Unser Lager', referencedPath: 'https://vimeo.com/76979871', linkType: 'absolute' },
      { blockType: 'colored', title: 'Guthaben-Verdoppler', description: 'Jeden Monat', backgroundColor: '#1b1464', referencedPath: '/verdoppler/' },
      { blockType: 'productReference', title: 'Beliebt', description: 'Die Karte des Monats', productId: product?.id },
      { blockType: 'withHand', title: 'Zum Verschenken', description: 'Mit Karte in der Hand', showHand: true },
    ];
    const queueId = randomUUID();
    await db.insert(blockQueues).values({ id: queueId, storefrontKey: 'CBDE', language: 'de', queueKey, title: 'Spec-Blöcke' });
    for (const [position, block] of blocks.entries()) {
      const id = `${queueKey}-${position}`;
      await db.insert(contentBlocks).values({ id, storefrontKey: 'CBDE', language: 'de', ...block });
      await db.insert(queueItems).values({ queueId, position, blockId: id });
    }
    const { answers } = await runSpecDocument<{ queue: { items: Array<{ type: string; video: { provider: string; videoId: string; embedUrl: string } | null }> } }>(
      visitor,
      'content-block',
      [{ variables: { queueID: queueKey } }],
    );
    const items = answers[0]?.queue.items ?? [];
    expect(items.map((i) => i.type)).toEqual(['BLOG_BLOCK', 'CONTACT', 'TESTIMONIAL', 'USP_IMAGE', 'IMAGE_BODY', 'TITLE_BODY_IMAGE', 'COLORED', 'PRODUCT_REFERENCE', 'WITH_HAND']);
    expect(items.flatMap((i) => (i.video ? [[i.video.provider, i.video.videoId, i.video.embedUrl]] : []))).toEqual([
      ['YOUTUBE', 'aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
      ['VIMEO', '76979871', 'https://player.vimeo.com/video/76979871'],
    ]);
  });

  it('discount types: the balance doubler gives RELATIVE 100 % of the balance, at most its maximum prize', async () => {
    const { answers } = await runSpecDocument<{ doublerPromotion: { data: { prizeDiscount: unknown } } }>(visitor, 'discount-type', [{}]);
    expect(answers[0]?.doublerPromotion.data.prizeDiscount).toEqual({ discountType: 'RELATIVE', value: 100, max: { currency: 'EUR', value: 250 } });
  });

  it('feature toggles and the redeem delay warning: an operator switches them and the next read has them (no restart)', async () => {
    type Toggles = { storefrontConfig: { featureToggles: Record<string, unknown> } };
    const read = async () => (await runSpecDocument<Toggles>(visitor, 'feature-toggles', [{}])).answers[0]?.storefrontConfig.featureToggles;
    const operator = (settings: string) =>
      shop.graphql<{ operatorSetStorefrontSettings: { errors: ErrorEntry[] } }>(
        `mutation { operatorSetStorefrontSettings(store: "CBDE", ${settings}) { storefronts { storefrontKey } errors { code message } } }`,
        { headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}`, 'x-store': '60' } },
      );
    const before = await read();
    expect(before).toMatchObject({ redeemDelayWarning: false, headerVersion: 2, identifyModal: 'login' });
    expect((await operator('settings: { redeemDelayWarning: true, headerVersion: 3, identifyModal: guest }')).body.data?.operatorSetStorefrontSettings.errors).toEqual([]);
    expect(await read()).toEqual({ ...before, redeemDelayWarning: true, headerVersion: 3, identifyModal: 'guest' });
    expect((await operator('reset: [redeemDelayWarning, headerVersion, identifyModal]')).body.data?.operatorSetStorefrontSettings.errors).toEqual([]);
    expect(await read()).toEqual(before);
  });

  it('deleteGiftCardPackageGroup: the order id with its updated totals', async () => {
    const nextCart = await checkout.fill(shopper);
    const { cartV2 } = await call<{ cartV2: { data: { totals: { grandTotal: { value: number } }; shipments: Array<{ tag: string; deliveryType: string; packages: Array<{ id: string }> }> } } }>(
      shopper,
      'query { cartV2 { data { totals { grandTotal { value } } shipments { tag deliveryType packages { id } } } } }',
    );
    const digital = cartV2.data.shipments.find((s) => s.deliveryType === 'DIGITAL');
    const { answers } = await runSpecDocument<{ deleteGiftCardPackageGroup: { order: { id: string; totals: { grandTotal: { value: number } } } } }>(
      shopper,
      'delete-package-group',
      [{ variables: { shipmentTag: digital?.tag, packageId: digital?.packages[0]?.id } }],
    );
    const order = answers[0]?.deleteGiftCardPackageGroup.order;
    expect(order?.id).toBe(nextCart);
    // The digital package was 2 × 50.
    expect(order?.totals.grandTotal.value).toBeCloseTo(cartV2.data.totals.grandTotal.value - 100, 2);
  });

  it('userLogout: status true, no errors, and the session with its cart is gone', async () => {
    const { answers } = await runSpecDocument<{ userLogout: { status: boolean } }>(shopper, 'user-logout', [{}]);
    expect(answers[0]?.userLogout.status).toBe(true);
    expect(await call(shopper, documentOf('slim-cart').text)).toEqual({ cartQuantity: null });
  });
});
