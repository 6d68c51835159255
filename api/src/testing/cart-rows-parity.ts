/**
 * The cart read in one statement (`loadOwnCartRows`, JSON built by PostgreSQL) must give exactly the
 * rows the step-by-step read gives (`findCartId` + `loadCartRows`, drizzle's own mapping): dates,
 * JSON addresses, numbers. Shared by the PGlite test and the PostgreSQL test.
 */
import { eq, sql } from 'drizzle-orm';
import { orderShipments } from '../db/cart-schema';
import { findCartId, loadCartRows, loadOwnCartRows } from '../domains/cart/cart-store';
import { hashSessionToken } from '../domains/cart/session';
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from './checkout';
import { Shopper } from './shopper';
import type { TestServer } from './test-server';

export async function expectCartReadsAlike(shop: TestServer): Promise<void> {
  const shopper = new Shopper(shop);
  const checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
  const cartId = await checkout.fill(shopper);
  // A receiver with an address and a scheduled delivery (a timestamp and a JSON column).
  await shop.handle.db
    .update(orderShipments)
    .set({ firstName: 'Anna', address: { countryCode: 'DE', street: 'Invalidenstraße', houseNumber: '12', postCode: '10115', city: 'Berlin' }, scheduledAt: new Date('2030-05-06T07:08:09.123Z') })
    .where(eq(orderShipments.orderId, cartId));
  await shop.handle.db.execute(sql`update orders set billing_address = '{"city":"Berlin"}'::jsonb where id = ${cartId}`);
  const owner = { storefrontKey: 'CBDE', sessionHash: hashSessionToken(shopper.cookie as string) };
  const id = await findCartId(shop.handle.db, owner);
  expect(id).toBe(cartId);
  const stepwise = await loadCartRows(shop.handle.db, cartId);
  expect(stepwise?.packages.length).toBe(2);
  expect(await loadOwnCartRows(shop.handle.db, owner)).toEqual(stepwise);
  expect(await loadOwnCartRows(shop.handle.db, owner, cartId.toUpperCase())).toEqual(stepwise);
  // Another visitor's uuid, a malformed one, no session: no cart.
  expect(await loadOwnCartRows(shop.handle.db, { ...owner, sessionHash: hashSessionToken('someone-else') }, cartId)).toBeNull();
  expect(await loadOwnCartRows(shop.handle.db, owner, 'not-a-uuid')).toBeNull();
  expect(await loadOwnCartRows(shop.handle.db, { ...owner, sessionHash: null })).toBeNull();
}
