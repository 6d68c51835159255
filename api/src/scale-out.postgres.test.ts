/**
 * Issue 14: the API is stateless, so it scales out. Two API processes (`src/main.ts`, production
 * builds in the demo mode) on one PostgreSQL server; many visitors send their cart, order, payment and
 * payment-check requests to one or the other at random, and the payment provider's notifications
 * arrive at both at once and again later. Everything that must hold across processes is held by the
 * database: the limits of a cart and the abuse limits, one application of each notification, one
 * sending of each mail (both processes run the mail worker, each writes the mails it sends into its
 * own folder).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './db';
import { orders } from './db/cart-schema';
import { giftCardLedger, giftCards, mailOutbox, orderPlacements, paymentNotifications, payments } from './db/order-schema';
import { buildNotification } from './domains/payments/test-psp/test-psp-provider';
import { SESSION_COOKIE } from './domains/cart/session';
import { ErrorCode } from './errors';
import { type ApiProcess, newDataDir, removeDataDir, startApiProcess } from './testing/api-process';
import { ADD, GERMAN_PRODUCT_PATH, PAY, PLACE, customer } from './testing/checkout';
import { eventually } from './testing/eventually';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from './testing/postgres-server';

const VISITORS = 12;
const DIGITAL_CARDS = `{ products(filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 50 }) {
  items { id variations { id variationType inStock hasFixedPrices pricesToShow { cents } } } } }`;
const HMAC_KEY = '5eed'.repeat(16);
const SHARED_SECRETS = { PAYMENT_HMAC_KEY: HMAC_KEY, SECRETS_KEY: 'ab'.repeat(32), PIN_PEPPER: 'scale-out-test-pepper-0123456789' };

/** Reproducible "random": which process each request goes to. */
function pickerFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Answer<T> {
  data: T;
  errors?: unknown[];
}
type Entry = { code: number; referencedRequestParameter: string | null };

/** A browser whose requests a load balancer spreads over both processes. */
class Visitor {
  cookie = '';
  readonly seen = new Set<number>();
  constructor(
    private readonly processes: ApiProcess[],
    private readonly random: () => number,
  ) {}

  pick(): ApiProcess {
    const index = Math.floor(this.random() * this.processes.length);
    this.seen.add(index);
    return this.processes[index] as ApiProcess;
  }

  async call<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await fetch(`${this.pick().base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store': '60', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const fresh = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (fresh) this.cookie = fresh.split(';')[0] as string;
    const body = (await res.json()) as Answer<T>;
    expect(body.errors).toBeUndefined();
    return body.data;
  }
}

describeOnPostgres('two API processes')('two API processes on one PostgreSQL server', () => {
  let postgres: PostgresServer;
  let handle: DatabaseHandle;
  const processes: ApiProcess[] = [];
  const dataDirs: string[] = [];
  let product: { id: string; variations: { id: string; variationType: string }[] };
  /** Digital cards of different products or amounts: each add of one is a package of its own. */
  let cards: { productId: string; variationId: string; amountCents: number }[] = [];

  beforeAll(async () => {
    postgres = await startPostgresServer();
    handle = await postgres.openPrepared();
    for (let i = 0; i < 2; i += 1) {
      const dataDir = newDataDir('shop-scale-out-');
      dataDirs.push(dataDir);
      processes.push(await startApiProcess({ dataDir, env: { DATABASE_URL: postgres.url, ...SHARED_SECRETS, OPERATOR_TOKEN: 'scale-out' } }));
    }
    const res = await fetch(`${processes[0]?.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store': '60' },
      body: JSON.stringify({ query: 'query ($path: String!) { product(path: $path) { id variations { id variationType } } }', variables: { path: GERMAN_PRODUCT_PATH } }),
    });
    product = ((await res.json()) as Answer<{ product: typeof product }>).data.product;
    const list = await fetch(`${processes[0]?.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store': '60' },
      body: JSON.stringify({ query: DIGITAL_CARDS }),
    });
    type Listed = { id: string; variations: { id: string; variationType: string; inStock: boolean; hasFixedPrices: boolean; pricesToShow: { cents: number }[] }[] };
    cards = ((await list.json()) as Answer<{ products: { items: Listed[] } }>).data.products.items.flatMap((item) =>
      item.variations
        .filter((v) => v.variationType === 'DIGITAL' && v.inStock && v.hasFixedPrices && v.pricesToShow.length)
        .flatMap((v) => v.pricesToShow.map((price) => ({ productId: item.id, variationId: v.id, amountCents: price.cents }))),
    );
  }, 240_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await handle?.close();
    postgres?.stop();
    for (const dir of dataDirs) removeDataDir(dir);
  });

  const digital = () => product.variations.find((v) => v.variationType === 'DIGITAL')?.id;
  const addCards = (visitor: Visitor, quantity: number, amountCents = 1000) =>
    visitor.call<{ addGiftCardPackage: { order: { id: string } | null; errors: Entry[] } }>(ADD, {
      input: { productId: product.id, variationId: digital(), variationType: 'DIGITAL', amountCents, quantity, giftPacking: false },
    });

  it('holds a cart’s limits when one visitor’s adds race through both processes', async () => {
    const visitor = new Visitor(processes, pickerFrom(7));
    const first = await addCards(visitor, 10);
    const cartId = first.addGiftCardPackage.order?.id as string;
    const { cartV2 } = await visitor.call<{ cartV2: { data: { limits: { maxCardsPerOrder: number } } } }>('{ cartV2 { data { limits { maxCardsPerOrder } } } }');
    const max = cartV2.data.limits.maxCardsPerOrder;
    // 30 cards more than the storefront's most cards per order, asked for at once in packages of 10
    // (each its own package: another product or amount).
    const asked = max / 10 + 3;
    expect(cards.length).toBeGreaterThanOrEqual(asked);
    const addOther = (card: (typeof cards)[number]) =>
      visitor.call<{ addGiftCardPackage: { errors: Entry[] } }>(ADD, { input: { ...card, variationType: 'DIGITAL', quantity: 10, giftPacking: false } });
    const answers = await Promise.all(cards.slice(0, asked).map(addOther));
    const refused = answers.filter((a) => a.addGiftCardPackage.errors.length > 0);
    for (const answer of refused) expect(answer.addGiftCardPackage.errors[0]?.code).toBe(ErrorCode.CARD_LIMIT);
    const [inCart] = await handle.db.execute(sql`select coalesce(sum(quantity), 0)::int as n from order_packages where order_id = ${cartId}`).then(
      (r) => (r as unknown as { rows: { n: number }[] }).rows,
    );
    // Whichever limit binds first (cards or packages per order): none is passed, some adds are
    // refused, and every add that was accepted is in the cart (no update lost between processes).
    const accepted = answers.length - refused.length;
    expect(refused.length).toBeGreaterThan(0);
    expect(inCart?.n).toBe(10 * (1 + accepted));
    expect(inCart?.n).toBeLessThanOrEqual(max);
    expect(visitor.seen.size).toBe(2);
  }, 120_000);

  it('holds an abuse limit counted in the database: 20 payment starts per session, whichever process', async () => {
    const visitor = new Visitor(processes, pickerFrom(11));
    const cartId = (await addCards(visitor, 1)).addGiftCardPackage.order?.id as string;
    const placed = await visitor.call<{ placeOrder: { errors: Entry[] } }>(PLACE, { input: { orderUuid: cartId, ...customer() } });
    expect(placed.placeOrder.errors).toEqual([]);
    const pay = () =>
      visitor.call<{ addGiftCardPayment: { errors: Entry[] } }>(PAY, {
        input: { orderUuid: cartId, method: 'card', returnPath: `/kasse/zahlung-verarbeiten/?order=${cartId}` },
      });
    const answers = await Promise.all(Array.from({ length: 30 }, pay));
    const tooMany = answers.filter((a) => a.addGiftCardPayment.errors[0]?.code === ErrorCode.TOO_MANY_ATTEMPTS);
    expect(tooMany).toHaveLength(10);
    expect(visitor.seen.size).toBe(2);
  }, 120_000);

  it(`${VISITORS} visitors order and pay through both processes: each notification applied once, each mail sent once`, async () => {
    const run = async (index: number) => {
      // Each visitor its own sequence: the same choices however the visits interleave.
      const visitor = new Visitor(processes, pickerFrom(2026 + index));
      const cartId = (await addCards(visitor, 1 + (index % 3), 2500)).addGiftCardPackage.order?.id as string;
      const placed = await visitor.call<{ placeOrder: { order: { orderNumber: string } | null; errors: Entry[] } }>(PLACE, {
        input: { orderUuid: cartId, ...customer({ email: `visitor${index}@example.com`, emailConfirmation: `visitor${index}@example.com` }) },
      });
      expect(placed.placeOrder.errors).toEqual([]);
      const started = await visitor.call<{ addGiftCardPayment: { action: { url: string } | null; errors: Entry[] } }>(PAY, {
        input: { orderUuid: cartId, method: 'card', returnPath: `/kasse/zahlung-verarbeiten/?order=${cartId}` },
      });
      expect(started.addGiftCardPayment.errors).toEqual([]);
      // The shopper authorises on the hosted payment page, served by either process; that process's
      // payment service then notifies the shop.
      const page = await fetch(`${visitor.pick().base}${new URL(started.addGiftCardPayment.action?.url as string, 'http://x').pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=authorised',
        redirect: 'manual',
      });
      expect(page.status).toBe(303);
      // The provider delivers the same notification to both processes at once, and again later.
      const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, cartId));
      const notification = JSON.stringify(
        buildNotification(
          { pspReference: payment?.pspReference as string, merchantReference: placed.placeOrder.order?.orderNumber as string, amountCents: payment?.amountCents as number, currency: 'EUR', eventCode: 'AUTHORISATION', success: true },
          HMAC_KEY,
        ),
      );
      const deliver = (target: ApiProcess) =>
        fetch(`${target.base}/payments/notifications/test`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: notification }).then((r) => r.text());
      expect(await Promise.all(processes.map(deliver))).toEqual(['[accepted]', '[accepted]']);
      expect(await deliver(visitor.pick())).toBe('[accepted]');
      return { cartId, orderNumber: placed.placeOrder.order?.orderNumber as string, cards: 1 + (index % 3), processes: visitor.seen.size };
    };
    const visits = await Promise.all(Array.from({ length: VISITORS }, (_, index) => run(index)));
    const ids = visits.map((v) => v.cartId);
    // Most visitors were served by both processes, some by one only (as a balancer does).
    expect(visits.filter((visit) => visit.processes === 2).length).toBeGreaterThan(VISITORS / 2);
    const ofTheseOrders = sql`${mailOutbox.payload}->>'orderNumber' in ${visits.map((v) => v.orderNumber)}`;

    // Every order completes with exactly its cards, worth what was paid for them.
    await eventually(
      async () => {
        const done = await handle.db.select({ id: orderPlacements.orderId }).from(orderPlacements).where(and(inArray(orderPlacements.orderId, ids), sql`${orderPlacements.issuedAt} is not null`));
        return done.length === ids.length;
      },
      'every order to be issued',
      120_000,
    );
    const completed = await handle.db.select({ id: orders.id }).from(orders).where(and(inArray(orders.id, ids), eq(orders.status, 'COMPLETED')));
    expect(completed).toHaveLength(VISITORS);
    for (const { cartId, cards } of visits) {
      expect(await handle.db.select().from(giftCards).where(eq(giftCards.orderId, cartId))).toHaveLength(cards);
      const ledger = await handle.db.select().from(giftCardLedger).where(eq(giftCardLedger.orderId, cartId));
      expect(ledger.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(cards * 2500);
      const authorised = await handle.db.select().from(payments).where(and(eq(payments.orderId, cartId), eq(payments.status, 'AUTHORISED')));
      expect(authorised).toHaveLength(1);
    }
    // Each notification is stored once, however often and wherever it arrived.
    const references = (await handle.db.select({ ref: payments.pspReference }).from(payments).where(inArray(payments.orderId, ids))).map((p) => p.ref as string);
    const stored = await handle.db.select().from(paymentNotifications).where(inArray(paymentNotifications.pspReference, references));
    expect(stored).toHaveLength(VISITORS);

    // Every mail of these orders is sent, and written once, by one of the two processes.
    await eventually(
      async () => {
        const pending = await handle.db.select({ id: mailOutbox.id }).from(mailOutbox).where(and(ofTheseOrders, sql`${mailOutbox.status} <> 'SENT'`));
        return pending.length === 0;
      },
      'every mail to be sent',
      120_000,
    );
    const mails = await handle.db.select({ id: mailOutbox.id }).from(mailOutbox).where(ofTheseOrders);
    expect(mails.length).toBeGreaterThanOrEqual(VISITORS);
    // A process that sent no mail has no outbox folder (one worker may have claimed them all).
    const outboxes = dataDirs.map((dir) => join(dir, 'outbox')).filter((dir) => existsSync(dir));
    const written = outboxes.flatMap((dir) => readdirSync(dir).filter((file) => file.endsWith('.eml')));
    const writtenIds = written.map((file) => /([0-9a-f-]{36})\.eml$/.exec(file)?.[1]).filter((id): id is string => Boolean(id));
    for (const mail of mails) expect(writtenIds.filter((id) => id === mail.id)).toHaveLength(1);
  }, 300_000);
});
