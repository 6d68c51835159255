/**
 * Reorder over real HTTP on PGlite (issue 16): the cards of an account's placed order as they can be
 * ordered today, back into the basket with changed amounts, quantities and digital receivers; the
 * cart's rules (amounts, cards no longer sold, limits) checked again with nothing added on a refusal;
 * another account's order and a guest get nothing.
 */
import { eq } from 'drizzle-orm';
import { products } from '../../db/catalogue-schema';
import { ErrorCode } from '../../errors';
import { Accounts, codes } from '../../testing/accounts';
import { Checkout, ERRORS, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import type { RedeemVisitor } from '../../testing/redeem';
import { type TestServer, startTestServer } from '../../testing/test-server';

const VIEW = `query V($o: String!) { reorderOrder(orderUuid: $o) { data { orderUuid orderNumber packages { id product { id } variationType amount { cents } quantity personalMessage receiver { firstName lastName email addressLine } available amountRule { fixedCents minCents maxCents } } } ${ERRORS} } }`;
const REORDER = `mutation R($input: ReorderInput!) { reorderPackages(input: $input) { order { id shipments { deliveryType deliveryAddress { firstName lastName email postCode } packages { qty amount { cents } product { id } } } } ${ERRORS} } }`;

interface ReorderPackage {
  id: string;
  product: { id: string } | null;
  variationType: string;
  amount: { cents: number };
  quantity: number;
  personalMessage: string | null;
  receiver: { firstName: string | null; lastName: string | null; email: string | null; addressLine: string | null } | null;
  available: boolean;
  amountRule: { fixedCents: number[] | null; minCents: number; maxCents: number } | null;
}
type View = { reorderOrder: { data: { orderUuid: string; orderNumber: string; packages: ReorderPackage[] } | null; errors: { code: number; referencedRequestParameter: string | null }[] } };
type Shipment = { deliveryType: string; deliveryAddress: { firstName: string | null; lastName: string | null; email: string | null; postCode: string | null } | null; packages: { qty: number; amount: { cents: number }; product: { id: string } }[] };
type Reordered = { reorderPackages: { order: { id: string; shipments: Shipment[] } | null; errors: { code: number; referencedRequestParameter: string | null }[] } };

let shop: TestServer;
let accounts: Accounts;

beforeAll(async () => {
  shop = await startTestServer();
  accounts = new Accounts(shop);
});

afterAll(async () => {
  await shop?.close();
});

/** A logged-in account with one placed order (2 digital cards of 50, 1 physical of 25 with a message). */
async function accountWithOrder(name: string): Promise<{ browser: RedeemVisitor; orderId: string; productId: string }> {
  const { browser, email } = await accounts.loggedIn(name);
  const product = await productByPath(shop, GERMAN_PRODUCT_PATH);
  const checkout = new Checkout(shop, product);
  const orderId = await checkout.fill(browser);
  await checkout.place(browser, orderId, { email, emailConfirmation: email });
  return { browser, orderId, productId: product.id };
}

describe('reorder', () => {
  it('shows the old cards and puts the chosen ones back in the basket, amounts and digital receivers changed', async () => {
    const { browser, orderId, productId } = await accountWithOrder('reorder');
    const view = (await browser.call<View>(VIEW, { o: orderId })).reorderOrder;
    expect(view.errors).toEqual([]);
    const [digital, physical] = view.data?.packages ?? [];
    expect(digital).toMatchObject({ product: { id: productId }, variationType: 'DIGITAL', amount: { cents: 5000 }, quantity: 2, available: true });
    expect(physical).toMatchObject({ variationType: 'PHYSICAL', amount: { cents: 2500 }, quantity: 1, personalMessage: 'Viel Spaß!', available: true });
    expect(physical?.receiver?.addressLine).toBeTruthy();
    expect(digital?.amountRule?.maxCents).toBeGreaterThanOrEqual(7500);

    const answer = (
      await browser.call<Reordered>(REORDER, {
        input: {
          orderUuid: orderId,
          packages: [
            { packageId: digital?.id, amountCents: 7500, quantity: 1, receiver: { firstName: 'Mia', lastName: 'Meyer', email: 'Mia@Example.com' } },
            { packageId: physical?.id, amountCents: 2500, quantity: 3 },
          ],
        },
      })
    ).reorderPackages;
    expect(answer.errors).toEqual([]);
    expect(answer.order?.id).not.toBe(orderId);
    const shipments = answer.order?.shipments ?? [];
    expect(shipments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          deliveryType: 'DIGITAL',
          deliveryAddress: expect.objectContaining({ firstName: 'Mia', lastName: 'Meyer', email: 'mia@example.com' }),
          packages: [expect.objectContaining({ qty: 1, amount: { cents: 7500 } })],
        }),
        expect.objectContaining({ deliveryType: 'PHYSICAL', packages: [expect.objectContaining({ qty: 3, amount: { cents: 2500 } })] }),
      ]),
    );
    expect(shipments.find((s) => s.deliveryType === 'PHYSICAL')?.deliveryAddress?.postCode).toBeTruthy();
  });

  it('checks every rule again and adds nothing when one fails; a card no longer sold is named and refused', async () => {
    const { browser, orderId, productId } = await accountWithOrder('rules');
    const [digital, physical] = (await browser.call<View>(VIEW, { o: orderId })).reorderOrder.data?.packages ?? [];
    const tooMany = (
      await browser.call<Reordered>(REORDER, {
        input: { orderUuid: orderId, packages: [{ packageId: physical?.id, amountCents: 2500, quantity: 1 }, { packageId: digital?.id, amountCents: 5000, quantity: 100_000 }] },
      })
    ).reorderPackages;
    expect(codes(tooMany)).toEqual([ErrorCode.CARD_LIMIT]);
    expect(tooMany.order).toBeNull();
    const badAmount = (await browser.call<Reordered>(REORDER, { input: { orderUuid: orderId, packages: [{ packageId: digital?.id, amountCents: 1, quantity: 1 }] } })).reorderPackages;
    expect(badAmount.errors).toEqual([expect.objectContaining({ code: ErrorCode.INVALID_CART_INPUT, referencedRequestParameter: 'input.packages.0.amountCents' })]);
    const badReceiver = (
      await browser.call<Reordered>(REORDER, { input: { orderUuid: orderId, packages: [{ packageId: digital?.id, amountCents: 5000, quantity: 1, receiver: { firstName: 'Mia', lastName: 'Meyer', email: 'not-an-address' } }] } })
    ).reorderPackages;
    expect(badReceiver.errors).toEqual([expect.objectContaining({ code: ErrorCode.INVALID_CART_INPUT, referencedRequestParameter: 'input.packages.0.receiver.email' })]);

    const [row] = await shop.handle.db.select({ retiredAt: products.retiredAt }).from(products).where(eq(products.id, productId));
    await shop.handle.db.update(products).set({ retiredAt: new Date() }).where(eq(products.id, productId));
    try {
      const view = (await browser.call<View>(VIEW, { o: orderId })).reorderOrder.data;
      expect(view?.packages.map((p) => p.available)).toEqual([false, false]);
      const gone = (await browser.call<Reordered>(REORDER, { input: { orderUuid: orderId, packages: [{ packageId: digital?.id, amountCents: 5000, quantity: 1 }] } })).reorderPackages;
      expect(codes(gone)).toEqual([ErrorCode.UNKNOWN_PRODUCT]);
    } finally {
      await shop.handle.db.update(products).set({ retiredAt: row?.retiredAt ?? null }).where(eq(products.id, productId));
    }
  });

  it("never shows or reorders another account's order, and asks a guest to log in", async () => {
    const { orderId, browser } = await accountWithOrder('mine');
    const [pkg] = (await browser.call<View>(VIEW, { o: orderId })).reorderOrder.data?.packages ?? [];
    const other = await accounts.loggedIn('theirs');
    expect(codes((await other.browser.call<View>(VIEW, { o: orderId })).reorderOrder)).toEqual([ErrorCode.UNKNOWN_CART_ITEM]);
    expect(codes((await other.browser.call<View>(VIEW, { o: 'nope' })).reorderOrder)).toEqual([ErrorCode.UNKNOWN_CART_ITEM]);
    const taken = (await other.browser.call<Reordered>(REORDER, { input: { orderUuid: orderId, packages: [{ packageId: pkg?.id, amountCents: 5000, quantity: 1 }] } })).reorderPackages;
    expect(codes(taken)).toEqual([ErrorCode.UNKNOWN_CART_ITEM]);
    const guest = accounts.visitor();
    expect(codes((await guest.call<View>(VIEW, { o: orderId })).reorderOrder)).toEqual([ErrorCode.NOT_LOGGED_IN]);
  });
});
