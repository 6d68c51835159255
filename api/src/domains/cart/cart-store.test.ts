import { expectCartReadsAlike } from '../../testing/cart-rows-parity';
import { startTestServer, type TestServer } from '../../testing/test-server';

let shop: TestServer;
beforeAll(async () => {
  shop = await startTestServer();
}, 120_000);
afterAll(() => shop.close());

it('reads a cart in one statement exactly as step by step (PGlite)', async () => {
  await expectCartReadsAlike(shop);
}, 60_000);
