/**
 * A killed API process in the middle of placing an order leaves no half order: the real server runs
 * in a child process on an on-disk PGlite, is killed (SIGKILL) inside the placing transaction, and a
 * restarted server on the same folder finds the cart untouched and places it normally.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE } from '../cart/session';

const API_DIR = join(__dirname, '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startApi(dataDir: string, port: number, extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(API_DIR, 'src', 'main.ts')], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: join(dataDir, 'pglite'),
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
      NODE_ENV: 'production',
      OPERATOR_TOKEN: 'crash-test',
      DATABASE_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the API exited early:\n${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not start:\n${log}`);
}

function exited(child: ChildProcess): Promise<NodeJS.Signals | number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode ?? child.exitCode);
    else child.once('exit', (code, signal) => resolve(signal ?? code));
  });
}

describe('a killed API while placing an order', () => {
  let dataDir: string;
  let running: ChildProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
  });

  afterAll(async () => {
    if (running && running.exitCode === null) {
      running.kill('SIGTERM');
      await exited(running);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no half order: after a restart the cart is intact and can be placed', async () => {
    const port = await freePort();
    let cookie = '';
    const call = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const fresh = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      if (fresh) cookie = fresh.split(';')[0] as string;
      // biome-ignore lint/suspicious/noExplicitAny: untyped GraphQL answers of a test
      return (await res.json()) as { data: Record<string, any>; errors?: unknown[] };
    };
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

    running = await startApi(dataDir, port, { SHOP_CRASH_POINT: 'place-order' });
    const product = (await call('{ product(path: "/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/") { id variations { id variationType } } }')).data.product;
    const add = await call('mutation ($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { order { id } errors { code } } }', {
      input: { productId: product.id, variationId: product.variations[0].id, variationType: product.variations[0].variationType, amountCents: 5000, quantity: 2, giftPacking: false },
    });
    const cartId = add.data.addGiftCardPackage.order.id as string;

    // The server dies inside the placing transaction: the request gets no answer.
    await expect(call(PLACE, { input: placeInput(cartId) })).rejects.toThrow();
    expect(await exited(running)).toBe('SIGKILL');

    running = await startApi(dataDir, port);
    // Still a cart with its cards, no placed order.
    const cart = await call('{ cartV2 { data { id totals { grandTotal { cents } } shipments { packages { qty } } } } }');
    expect(cart.data.cartV2.data).toMatchObject({ id: cartId, shipments: [{ packages: [{ qty: 2 }] }] });
    expect((await call('query ($o: String!) { placedOrder(orderUuid: $o) { data { id } } }', { o: cartId })).data.placedOrder.data).toBeNull();

    const placed = await call(PLACE, { input: placeInput(cartId) });
    expect(placed.data.placeOrder).toMatchObject({ order: { id: cartId, status: 'PENDING' }, errors: [] });
  }, 240_000);
});
