/**
 * A killed API process in the middle of placing an order leaves no half order: the real server runs
 * in a child process on an on-disk PGlite, is killed (SIGKILL) inside the placing transaction, and a
 * restarted server on the same folder finds the cart untouched and places it normally.
 */
import { type ApiProcess, cookieClient, freePort, newDataDir, removeDataDir, startApiProcess } from '../../testing/api-process';

describe('a killed API while placing an order', () => {
  const dataDir = newDataDir('shop-crash-');
  let running: ApiProcess | undefined;

  afterAll(async () => {
    await running?.stop();
    removeDataDir(dataDir);
  });

  it('leaves no half order: after a restart the cart is intact and can be placed', async () => {
    const port = await freePort();
    const call = cookieClient(`http://127.0.0.1:${port}`);
    const placeInput = (orderUuid: string) => ({
      orderUuid,
      customerType: 'PRIVATE',
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.com',
      emailConfirmation: 'anna@example.com',
      address: { countryCode: 'DE', postCode: '10115', houseNumber: '1', street: 'Chausseestraße', city: 'Berlin' },
      termsAccepted: true,
      shipToCustomerAddress: true,
    });
    const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id status orderNumber } errors { code message } } }';

    running = await startApiProcess({ dataDir, port, env: { SHOP_CRASH_POINT: 'place-order' } });
    const product = (await call('{ product(path: "/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/") { id variations { id variationType } } }')).data.product;
    const add = await call('mutation ($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { order { id } errors { code } } }', {
      input: { productId: product.id, variationId: product.variations[0].id, variationType: product.variations[0].variationType, amountCents: 5000, quantity: 2, giftPacking: false },
    });
    const cartId = add.data.addGiftCardPackage.order.id as string;

    // The server dies inside the placing transaction: the request gets no answer.
    await expect(call(PLACE, { input: placeInput(cartId) })).rejects.toThrow();
    expect(await running.exited()).toBe('SIGKILL');

    running = await startApiProcess({ dataDir, port });
    // Still a cart with its cards, no placed order.
    const cart = await call('{ cartV2 { data { id totals { grandTotal { cents } } shipments { packages { qty } } } } }');
    expect(cart.data.cartV2.data).toMatchObject({ id: cartId, shipments: [{ packages: [{ qty: 2 }] }] });
    expect((await call('query ($o: String!) { placedOrder(orderUuid: $o) { data { id } } }', { o: cartId })).data.placedOrder.data).toBeNull();

    const placed = await call(PLACE, { input: placeInput(cartId) });
    expect(placed.data.placeOrder).toMatchObject({ order: { id: cartId, status: 'PENDING' }, errors: [] });
  }, 240_000);
});
