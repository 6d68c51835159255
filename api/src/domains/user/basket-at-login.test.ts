/**
 * The basket at login over real HTTP on PGlite (issue 16 "guests become customers safely"): the
 * account's basket from another device joins the one filled as a guest, with the cart limits
 * checked again; when together they would break a limit, nothing moves and the earlier basket
 * waits with the account.
 */
import { and, eq } from 'drizzle-orm';
import { products } from '../../db/catalogue-schema';
import { orders, storefrontPricing } from '../../db/cart-schema';
import { Accounts } from '../../testing/accounts';
import { ADD, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import type { RedeemVisitor } from '../../testing/redeem';
import { type TestServer, startTestServer } from '../../testing/test-server';

const CART = '{ cartV2 { data { id shipments { deliveryType packages { qty amount { cents } } } } } }';
type Cart = { cartV2: { data: { id: string; shipments: { deliveryType: string; packages: { qty: number; amount: { cents: number } }[] }[] } | null } };

let shop: TestServer;
let accounts: Accounts;
let product: Awaited<ReturnType<typeof productByPath>>;

beforeAll(async () => {
  shop = await startTestServer();
  accounts = new Accounts(shop);
  product = await productByPath(shop, GERMAN_PRODUCT_PATH);
});

afterAll(async () => {
  await shop?.close();
});

async function addDigital(browser: RedeemVisitor, amountCents: number, quantity: number) {
  const variationId = product.variations.find((v) => v.variationType === 'DIGITAL')?.id;
  const answer = await browser.call<{ addGiftCardPackage: { errors: unknown[] } }>(ADD, {
    input: { productId: product.id, variationId, variationType: 'DIGITAL', amountCents, quantity, giftPacking: false },
  });
  expect(answer.addGiftCardPackage.errors).toEqual([]);
}

const cardsIn = (cart: Cart) => (cart.cartV2.data?.shipments ?? []).flatMap((s) => s.packages.map((p) => `${p.qty}×${p.amount.cents}`)).sort();

describe('the basket at login', () => {
  it("joins the account's basket from another device to the guest's basket", async () => {
    const { browser: phone, email } = await accounts.loggedIn('merge');
    await addDigital(phone, 2500, 1);
    const laptop = accounts.visitor();
    await addDigital(laptop, 5000, 2);
    expect((await accounts.login(laptop, email)).status).toBe(true);
    const cart = await laptop.call<Cart>(CART);
    expect(cardsIn(cart)).toEqual(['1×2500', '2×5000']);
    // One basket for the account: the phone's was taken up.
    const [user] = await shop.handle.db.select({ id: orders.userId }).from(orders).where(eq(orders.id, cart.cartV2.data?.id as string));
    const open = await shop.handle.db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, user?.id as string), eq(orders.status, 'CART')));
    expect(open).toEqual([{ id: cart.cartV2.data?.id }]);
    expect((await phone.call<Cart>(CART)).cartV2.data).toBeNull();
  });

  it('moves nothing when the two together would break a limit; the earlier basket waits with the account', async () => {
    // As many cards of 25 as one basket may hold: the phone's basket is full, the laptop adds one more.
    const [row] = await shop.handle.db
      .select({ storefrontKey: products.storefrontKey, perProduct: products.maxQuantityPerOrder, perProductCents: products.maxTotalPerOrderCents })
      .from(products)
      .where(eq(products.id, product.id));
    const [pricing] = await shop.handle.db.select().from(storefrontPricing).where(eq(storefrontPricing.storefrontKey, row?.storefrontKey as string));
    const full = Math.min(
      pricing?.maxCardsPerOrder ?? 0,
      pricing?.maxQuantityPerPackage ?? 0,
      row?.perProduct ?? Number.POSITIVE_INFINITY,
      row?.perProductCents ? Math.floor(row.perProductCents / 2500) : Number.POSITIVE_INFINITY,
    );
    expect(full).toBeGreaterThan(1);
    const { browser: phone, email } = await accounts.loggedIn('limits');
    await addDigital(phone, 2500, full);
    const laptop = accounts.visitor();
    await addDigital(laptop, 2500, 1);
    expect((await accounts.login(laptop, email)).status).toBe(true);
    expect(cardsIn(await laptop.call<Cart>(CART))).toEqual(['1×2500']);
    expect(cardsIn(await phone.call<Cart>(CART))).toEqual([`${full}×2500`]);
  });
});
