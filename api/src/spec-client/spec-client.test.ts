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
import { type DocumentNode, type GraphQLSchema, buildSchema, parse, validate } from 'graphql';
import { SCHEMA_FILE } from '../graphql/codegen';
import { ADD, Checkout, type ErrorEntry, GERMAN_PRODUCT_PATH, customer, productByPath } from '../testing/checkout';
import { Shopper } from '../testing/shopper';
import { registerShopReleases } from '../testing/shop-releases';
import { type TestServer, startTestServer } from '../testing/test-server';
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
  'country-combination', // §3 Country combination
  'delete-package-group', // §7 delete{product}PackageGroup
  'location-suggestions', // §3 Location suggestion, §7 getLocationAddressSuggestions
  'order', // §3 Order
  'page-metadata', // §3 Page metadata
  'payment-methods', // §3 Payment methods
  'popular-search', // §3 Popular search results
  'product-card', // §3 Product card, §7 Product lists
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

  it.each(SPEC_DOCUMENTS)('%s validates against schema.graphql', (name) => {
    expect(validate(printedSchema, documentOf(name).document).map((e) => e.message)).toEqual([]);
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
    const data = await shopper.call<T>(text, run.variables ?? {}, run.headers ?? {});
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

let shop: TestServer;
let checkout: Checkout;
/** Reads the catalogue and chrome; has no session. */
let visitor: Shopper;
/** Fills a basket, places it, fills another and logs out, in the order of the tests below. */
let shopper: Shopper;

interface CartAnswer {
  cartV2: {
    data: {
      id: string;
      shipments: Array<{
        tag: string;
        packages: Array<{
          id: string;
          giftcard_v1: { __typename: string; qty: number; variation: { id: string; price: { value: number }; product: { id: string; title: string } } };
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
      placedOrder: { data: { id: string; customerEmail: string; billingAddress: { email: string }; shipments: unknown[]; totals: { grandTotal: { value: number } } } };
    }>(shopper, 'order', [{ variables: { orderUuid: placed.id } }], {
      'placedOrder.data.billingAddress.addressLine1': 'checkout does not ask the customer for address lines',
      'placedOrder.data.billingAddress.addressLine2': 'checkout does not ask the customer for address lines',
    });
    const order = answers[0]?.placedOrder.data;
    expect(order).toMatchObject({ id: placed.id, customerEmail: 'einkauf@example.com', billingAddress: { email: 'einkauf@example.com', kvkNumber: 'HRB 12345' } });
    expect(order?.shipments).toHaveLength(cart.shipments.length);
    expect(order?.totals.grandTotal.value).toBe(cart.totals.grandTotal.value);
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
