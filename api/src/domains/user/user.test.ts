/**
 * userLogout over real HTTP (spec §7 "userLogout: returns status and errors"; spec §4 "logout clears
 * the user, prefill data, orders and cart"): the visitor's session really ends.
 */
import { count, eq } from 'drizzle-orm';
import { orderPackages, orderShipments, orders } from '../../db/cart-schema';
import { visitorSessions } from '../../db/ops-schema';
import { Checkout, ERRORS, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import { sendRaw } from '../../testing/raw-http';
import { Shopper } from '../../testing/shopper';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { SESSION_COOKIE, hashSessionToken } from '../cart/session';

/** The document the shell's logout sends (shared/src/user/logout.ts), word for word. */
const LOGOUT = `mutation UserLogout { userLogout { status ${ERRORS} } }`;
const CART = `query Cart($orderUuid: String) { cartV2(orderUuid: $orderUuid) { data { id } ${ERRORS} } cartQuantity(orderUuid: $orderUuid) { id cardQty } }`;
const PLACED = `query Placed($orderUuid: String!) { placedOrder(orderUuid: $orderUuid) { data { id status } ${ERRORS} } }`;

interface LogoutData {
  userLogout: { status: boolean; errors: unknown[] };
}
interface CartData {
  cartV2: { data: { id: string } | null; errors: unknown[] };
  cartQuantity: { id: string; cardQty: number } | null;
}

let shop: TestServer;
let checkout: Checkout;

beforeAll(async () => {
  shop = await startTestServer();
  checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
});

afterAll(async () => {
  await shop?.close();
});

const db = () => shop.handle.db;
const sessionRows = async (token: string) => db().select().from(visitorSessions).where(eq(visitorSessions.tokenHash, hashSessionToken(token)));
const cookieHeader = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

/** The logout as the browser sends it, with the answer's headers (the shopper helper hides them). */
async function logout(token: string | null) {
  const res = await shop.graphql<LogoutData>(LOGOUT, { headers: { 'x-store': '60', ...(token ? cookieHeader(token) : {}) } });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []).filter((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return { data: res.body.data as LogoutData, cookies };
}

/** The answer tells the browser to drop the session cookie at once, with the attributes it was set with. */
function expectCookieExpired(cookies: string[]) {
  expect(cookies).toHaveLength(1);
  const cookie = cookies[0] as string;
  expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  expect(cookie).toMatch(/Max-Age=0/);
  expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
  expect(cookie).toMatch(/Path=\//);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
}

describe('userLogout', () => {
  it('ends the session: the cart is deleted, the cookie expired, and the old cookie is no session any more', async () => {
    const shopper = new Shopper(shop, { 'x-store': '60' });
    const cartId = await checkout.fill(shopper);
    const token = shopper.cookie as string;
    expect((await sessionRows(token)).length).toBe(1);
    expect((await shopper.call<CartData>(CART)).cartV2.data?.id).toBe(cartId);

    const { data, cookies } = await logout(token);
    expect(data).toEqual({ userLogout: { status: true, errors: [] } });
    expectCookieExpired(cookies);

    // The session row and the cart with its receivers and packages are gone.
    expect(await sessionRows(token)).toEqual([]);
    expect(await db().select().from(orders).where(eq(orders.id, cartId))).toEqual([]);
    expect((await db().select({ n: count() }).from(orderShipments).where(eq(orderShipments.orderId, cartId)))[0]?.n).toBe(0);
    expect((await db().select({ n: count() }).from(orderPackages).where(eq(orderPackages.orderId, cartId)))[0]?.n).toBe(0);

    // A copy of the old cookie (another tab, a stolen copy) reaches nothing.
    const replay = new Shopper(shop, { 'x-store': '60', ...cookieHeader(token) });
    expect(await replay.call<CartData>(CART, { orderUuid: cartId })).toEqual({ cartV2: { data: null, errors: [] }, cartQuantity: null });

    // The next basket starts a new session under a new cookie.
    shopper.cookie = token;
    const next = await checkout.fill(shopper);
    expect(shopper.cookie).not.toBe(token);
    expect(next).not.toBe(cartId);
    expect((await sessionRows(shopper.cookie as string)).length).toBe(1);
  });

  it('keeps placed orders as the shop’s records, but no longer shows them to the browser that logged out', async () => {
    const shopper = new Shopper(shop, { 'x-store': '60' });
    const cartId = await checkout.fill(shopper);
    const placed = await checkout.place(shopper, cartId);
    // Placing rotated the session: the shopper helper holds the new cookie.
    const token = shopper.cookie as string;
    const before = await shopper.call<{ placedOrder: { data: { id: string; status: string } | null } }>(PLACED, { orderUuid: placed.id });
    expect(before.placedOrder.data).toEqual({ id: placed.id, status: 'PENDING' });

    const { data } = await logout(token);
    expect(data.userLogout).toEqual({ status: true, errors: [] });

    const after = await new Shopper(shop, { 'x-store': '60', ...cookieHeader(token) }).call<{ placedOrder: { data: unknown } }>(PLACED, {
      orderUuid: placed.id,
    });
    expect(after.placedOrder.data).toBeNull();
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, placed.id));
    expect(row?.status).toBe('PENDING');
  });

  it('answers status true to a visitor without a session, creates none, and drops a stale cookie', async () => {
    const sessions = async () => (await db().select({ n: count() }).from(visitorSessions))[0]?.n;
    const before = await sessions();

    const none = await logout(null);
    expect(none.data).toEqual({ userLogout: { status: true, errors: [] } });
    expectCookieExpired(none.cookies);

    // A well-formed cookie the server never issued (or that expired) is no session either.
    const stale = await logout('A'.repeat(43));
    expect(stale.data).toEqual({ userLogout: { status: true, errors: [] } });
    expectCookieExpired(stale.cookies);
    expect(await sessions()).toBe(before);
  });

  it('leaves other visitors’ sessions and carts alone', async () => {
    const leaving = new Shopper(shop, { 'x-store': '60' });
    const staying = new Shopper(shop, { 'x-store': '60' });
    await checkout.fill(leaving);
    const stayingCart = await checkout.fill(staying);

    await logout(leaving.cookie);

    const cart = await staying.call<CartData>(CART);
    expect(cart.cartV2.data?.id).toBe(stayingCart);
    expect(cart.cartQuantity?.cardQty).toBe(3);
  });

  it('cannot be triggered cross-site: form posts, text/plain and GET are refused and the session stays', async () => {
    const shopper = new Shopper(shop, { 'x-store': '60' });
    const cartId = await checkout.fill(shopper);
    const cookie = `${SESSION_COOKIE}=${shopper.cookie}`;
    const url = `${shop.url}/graphql`;

    // A cross-site form: form-encoded (415), or JSON as text/plain without any of the shop's headers (403).
    const form = await sendRaw(url, {
      headers: { cookie, 'x-store': '60', 'content-type': 'application/x-www-form-urlencoded' },
      body: `query=${encodeURIComponent(LOGOUT)}`,
    });
    expect(form.status).toBe(415);
    const plain = await sendRaw(url, { headers: { cookie, 'content-type': 'text/plain' }, body: JSON.stringify({ query: LOGOUT }) });
    expect(plain.status).toBe(403);
    // An image tag or a link: mutations never run over GET.
    const get = await shop.request(`/graphql?query=${encodeURIComponent(LOGOUT)}`, { headers: { accept: 'application/json', 'x-store': '60', cookie } });
    expect(get.status).toBe(405);
    for (const refused of [form, plain, get]) {
      expect(JSON.parse(refused.text).errors[0].extensions).toMatchObject({ code: 1000 });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }

    expect((await sessionRows(shopper.cookie as string)).length).toBe(1);
    expect((await shopper.call<CartData>(CART)).cartV2.data?.id).toBe(cartId);
  });
});
