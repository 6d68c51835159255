/**
 * A card's validity per storefront (issue 35) over real HTTP on PGlite: a German order's cards run to
 * 31 December of the third year after the year of purchase, a Dutch order's five years from the
 * purchase date, as their terms promise; a Dutch blank card five years from its activation; the mails
 * print that last day, and the balance check, the redeem basket, the card data and activation pages show
 * the same day (lastValidDay); Product.validity tells the page the same rule; migration 0043 extends the Dutch
 * and Belgian cards issued before with the German rule, and only extends.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cardActivations } from '../../db/activation-schema';
import { giftCards, mailOutbox, orderPlacements } from '../../db/order-schema';
import { shopPaths } from '../../paths';
import { ADD, Checkout, type CheckoutProduct, type ErrorEntry, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import { ActivationVisitor, blankPackProduct, settled } from '../../testing/activation';
import { issueTestCard } from '../../testing/redeem';
import { Shopper } from '../../testing/shopper';
import { type TestServer, repoRoot, startTestServer } from '../../testing/test-server';
import type { DispatchDocumentPayload } from '../mail/mail-types';
import { cardLastValidDay } from './gift-card-validity';

const DUTCH = { 'x-store': '10' };
const DUTCH_ADDRESS = { countryCode: 'NL', postCode: '1012 AB', houseNumber: '1', street: 'Damrak', city: 'Amsterdam' };
const DAY_MS = 86_400_000;

/** The calendar day of an instant in a time zone, worked out here rather than by the code under test. */
function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The same date five years on (29 February: 28 February). */
function fiveYearsOn(day: string): string {
  const [year, month, date] = day.split('-');
  const on = `${Number(year) + 5}-${month}-${date}`;
  return on.endsWith('-02-29') ? on.replace(/29$/, '28') : on;
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

describe('how long a card is valid, per storefront (issue 35)', () => {
  let shop: TestServer;
  let german: CheckoutProduct;
  let dutch: CheckoutProduct;

  beforeAll(async () => {
    shop = await startTestServer();
    german = await productByPath(shop, GERMAN_PRODUCT_PATH);
    dutch = await productByPath(shop, '/cadeaubonnen/rondvaart-grachten-cadeaukaart/', DUTCH);
  });

  afterAll(async () => {
    if (shop) await settled(shop);
    await shop?.close();
  });

  /** Buys the basket of Checkout.fill and returns its cards, its issuing moment and the card mails' last days. */
  async function buy(headers: Record<string, string>, product: CheckoutProduct, dutchOrder: boolean) {
    const checkout = new Checkout(shop, product);
    const shopper = new Shopper(shop, headers);
    const cartId = await checkout.fill(shopper);
    await checkout.place(shopper, cartId, dutchOrder ? { address: DUTCH_ADDRESS } : {});
    const started = dutchOrder
      ? await checkout.pay(shopper, cartId, 'ideal', { returnPath: `/bestellen/betaling-verwerken/?order=${cartId}` })
      : await checkout.pay(shopper, cartId);
    expect(started.errors).toEqual([]);
    await checkout.choose(started.action?.url as string, 'authorised');
    await checkout.waitFor(shopper, cartId, (order) => order.status === 'COMPLETED');
    const cards = await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, cartId));
    const [placement] = await shop.handle.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, cartId));
    const mails = await shop.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'gift-card'), inArray(mailOutbox.dedupeKey, cards.map((card) => `gift-card:${card.id}`))));
    // The mailed cards as their receivers have them: number, the PIN from the sealed secrets, the day the mail prints.
    const mailed = mails.map((mail) => {
      const payload = mail.payload as { number: string; validUntil: string | null };
      return { number: payload.number, pin: shop.secrets.box.open<{ pin: string }>(mail.sealedSecrets as string).pin, validUntil: payload.validUntil };
    });
    return { cartId, cards, issuedAt: placement?.issuedAt as Date, mailDays: mails.map((mail) => (mail.payload as { validUntil: string | null }).validUntil), mailed };
  }

  /** What the balance check (the card and the redeem's card), the redeem basket and the card data page say is a card's last valid day. */
  async function shownDays(headers: Record<string, string>, card: { number: string; pin: string }) {
    const visitor = new ActivationVisitor(shop, headers);
    const checked = await visitor.check(card);
    expect(checked.errors).toEqual([]);
    const data = await visitor.cardData(card);
    expect(data.errors).toEqual([]);
    return {
      balanceCheck: checked.card?.lastValidDay,
      basket: checked.basket?.cards.find((c) => c.card.maskedNumber.endsWith(card.number.slice(-4)))?.card.lastValidDay,
      cardData: data.data?.lastValidDay,
    };
  }

  it('a German order’s cards are valid until 31 December of the third year after the year of purchase; the mails say that day', async () => {
    const { cards, issuedAt, mailDays } = await buy({}, german, false);
    expect(cards).toHaveLength(3);
    const year = Number(localDay(issuedAt, 'Europe/Berlin').slice(0, 4));
    for (const card of cards) expect(card.expiresAt?.toISOString()).toBe(`${year + 4}-01-01T00:00:00.000Z`);
    expect(mailDays).toEqual([`${year + 3}-12-31`, `${year + 3}-12-31`]);
  });

  it('a Dutch order’s cards are valid for five years from the purchase date, that date included; the mails say that day', async () => {
    const { cards, issuedAt, mailDays } = await buy(DUTCH, dutch, true);
    expect(cards).toHaveLength(3);
    const lastDay = fiveYearsOn(localDay(issuedAt, 'Europe/Amsterdam'));
    for (const card of cards) {
      // The end of the last day, in Amsterdam and in UTC alike (UTC's midnight is the later one).
      expect(card.expiresAt?.toISOString()).toBe(`${dayAfter(lastDay)}T00:00:00.000Z`);
      expect((card.expiresAt as Date).getTime() - issuedAt.getTime()).toBeGreaterThan(5 * 365 * DAY_MS);
    }
    expect(mailDays).toEqual([lastDay, lastDay]);
  });

  it('a Dutch blank card is valid for five years from its activation; the activation mail names the last day, not the day after', async () => {
    const pack = await blankPackProduct(shop, DUTCH);
    const checkout = new Checkout(shop, pack);
    const shopper = new Shopper(shop, DUTCH);
    const added = await shopper.call<{ addGiftCardPackage: { order: { id: string }; errors: ErrorEntry[] } }>(ADD, {
      input: { productId: pack.id, variationId: pack.variations.find((v) => v.variationType === 'PHYSICAL')?.id, variationType: 'PHYSICAL', amountCents: pack.price, quantity: 1, giftPacking: false },
    });
    expect(added.addGiftCardPackage.errors).toEqual([]);
    const cartId = added.addGiftCardPackage.order.id;
    const placed = await checkout.place(shopper, cartId, { address: DUTCH_ADDRESS });
    const paid = await checkout.pay(shopper, cartId, 'ideal', { returnPath: `/bestellen/betaling-verwerken/?order=${cartId}` });
    await checkout.choose(paid.action?.url as string, 'authorised');
    await checkout.waitFor(shopper, cartId, (order) => order.status === 'COMPLETED');
    await settled(shop);
    // Not activated: no expiry yet.
    const blanks = await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, cartId));
    expect(blanks.length).toBeGreaterThan(0);
    expect(blanks.every((card) => card.expiresAt === null)).toBe(true);
    const [document] = (await shop.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'dispatch-document'))).filter(
      (mail) => (mail.payload as { orderNumber?: string }).orderNumber === placed.orderNumber,
    );
    if (!document) throw new Error('no dispatch document');
    const first = (document.payload as unknown as DispatchDocumentPayload).cards[0];
    const { pins } = shop.secrets.box.open<{ pins: string[] }>(document.sealedSecrets as string);
    const blank = { number: first?.number as string, pin: pins[0] as string };

    const visitor = new ActivationVisitor(shop, DUTCH);
    const answer = await visitor.activate(blank, 2000);
    expect(answer.errors).toEqual([]);
    const orderUuid = answer.activation?.orderUuid as string;
    await checkout.choose(answer.action?.url as string, 'authorised');
    await visitor.waitFor(orderUuid, 'DONE');
    const [activation] = await shop.handle.db.select().from(cardActivations).where(eq(cardActivations.orderId, orderUuid));
    const [card] = await shop.handle.db.select().from(giftCards).where(eq(giftCards.number, blank.number));
    const lastDay = fiveYearsOn(localDay(activation?.doneAt as Date, 'Europe/Amsterdam'));
    expect(card?.expiresAt?.toISOString()).toBe(`${dayAfter(lastDay)}T00:00:00.000Z`);
    const [mail] = await shop.handle.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `card-activated:${activation?.id}`));
    expect(mail?.payload).toMatchObject({ validUntil: lastDay });
    // The success page and the card data page show that day too.
    expect((await visitor.activation(orderUuid)).data?.lastValidDay).toBe(lastDay);
    expect((await visitor.cardData(blank)).data?.lastValidDay).toBe(lastDay);
  });

  describe('the screens show the day the mails print (GiftCardBalance, CardData and CardActivation.lastValidDay)', () => {
    it('a German card: 31 December, not the expiry moment’s 1 January', async () => {
      const { mailed } = await buy({}, german, false);
      const card = mailed[0] as (typeof mailed)[number];
      expect(card.validUntil).toMatch(/^\d{4}-12-31$/);
      expect(await shownDays({}, card)).toEqual({ balanceCheck: card.validUntil, basket: card.validUntil, cardData: card.validUntil });
    });

    it('a Dutch card: the purchase date five years on, in Amsterdam’s calendar', async () => {
      const { mailed, issuedAt } = await buy(DUTCH, dutch, true);
      const card = mailed[0] as (typeof mailed)[number];
      expect(card.validUntil).toBe(fiveYearsOn(localDay(issuedAt, 'Europe/Amsterdam')));
      expect(await shownDays(DUTCH, card)).toEqual({ balanceCheck: card.validUntil, basket: card.validUntil, cardData: card.validUntil });
    });

    it('an expiry at a midnight of UTC or of Berlin: the day before it in both calendars, as the mails print it', async () => {
      // 1 January 00:00 UTC (01:00 in Berlin: formatted as a date there, "1 January"); 14 May 22:00 UTC (15 May 00:00 in Berlin).
      for (const [expiresAt, day] of [
        ['2030-01-01T00:00:00.000Z', '2029-12-31'],
        ['2030-05-14T22:00:00.000Z', '2030-05-14'],
      ] as const) {
        const card = await issueTestCard(shop.handle.db, shop.secrets.pinPepper, { expiresAt: new Date(expiresAt) });
        expect(localDay(new Date(expiresAt), 'Europe/Berlin')).not.toBe(day);
        expect(cardLastValidDay(new Date(expiresAt), 'DE')).toBe(day);
        expect(await shownDays({}, card)).toEqual({ balanceCheck: day, basket: day, cardData: day });
      }
    });
  });

  it('tells the product page the storefront’s rule: three years to the year end in Germany, five years from purchase in the Netherlands and Belgium; none for a donation', async () => {
    const VALIDITY = `query ($path: String!) { product(path: $path) { productType validity { kind years } } }`;
    const de = await shop.graphql<{ product: { validity: unknown } }>(VALIDITY, { variables: { path: GERMAN_PRODUCT_PATH } });
    expect(de.body.data?.product.validity).toEqual({ kind: 'END_OF_YEAR', years: 3 });
    const nl = await shop.graphql<{ product: { validity: unknown } }>(VALIDITY, { variables: { path: '/cadeaubonnen/rondvaart-grachten-cadeaukaart/' }, headers: DUTCH });
    expect(nl.body.data?.product.validity).toEqual({ kind: 'FROM_PURCHASE', years: 5 });
    const LIST = `query ($type: [ProductType!]) { products(filters: { filterByProductType: $type }, paging: { itemsPerPage: 5, pageNumber: 1 }) { items { productType validity { kind years } } } }`;
    type List = { products: { items: { productType: string; validity: unknown }[] } };
    const belgian = await shop.graphql<List>(LIST, { variables: { type: ['GIFT_CARD', 'BLANK_CARD_PACK'] }, headers: { 'x-store': '11' } });
    expect(belgian.body.errors).toBeUndefined();
    expect(belgian.body.data?.products.items.length).toBeGreaterThan(0);
    for (const item of belgian.body.data?.products.items ?? []) expect(item.validity).toEqual({ kind: 'FROM_PURCHASE', years: 5 });
    const austrian = await shop.graphql<List>(LIST, { variables: { type: ['GIFT_CARD'] }, headers: { 'x-store': '61' } });
    for (const item of austrian.body.data?.products.items ?? []) expect(item.validity).toEqual({ kind: 'END_OF_YEAR', years: 3 });
    const donations = await shop.graphql<List>(LIST, { variables: { type: ['DONATION'] } });
    expect(donations.body.data?.products.items.length).toBeGreaterThan(0);
    for (const item of donations.body.data?.products.items ?? []) expect(item.validity).toBeNull();
  });

  describe('migration 0043 on cards issued with the German rule', () => {
    /** Runs the migration's statements again (the test database has it applied already, on no such cards). */
    async function migrate() {
      const file = readFileSync(join(shopPaths(repoRoot()).migrationsDir, '0043_dutch_card_validity.sql'), 'utf8');
      for (const statement of file.split('--> statement-breakpoint')) await shop.handle.db.execute(sql.raw(statement));
    }
    async function card(storefrontKey: string, issued: string, expiresAt: Date | null, status: 'ACTIVE' | 'NOT_ACTIVATED' = 'ACTIVE') {
      const { id } = await issueTestCard(shop.handle.db, shop.secrets.pinPepper, { storefrontKey, status, expiresAt: expiresAt ?? undefined });
      await shop.handle.db.update(giftCards).set({ createdAt: new Date(issued), expiresAt }).where(eq(giftCards.id, id));
      return id;
    }
    const expiryOf = async (id: string) => (await shop.handle.db.select({ expiresAt: giftCards.expiresAt }).from(giftCards).where(eq(giftCards.id, id)))[0]?.expiresAt?.toISOString() ?? null;

    it('extends the Dutch and Belgian cards to five years from their purchase day (in their time zone), and only extends', async () => {
      const old = (year: number) => new Date(`${year + 4}-01-01T00:00:00Z`);
      const nl = await card('CB', '2026-05-14T10:00:00Z', old(2026));
      // 00:30 on 1 March in Amsterdam, still 28 February in UTC.
      const nlNight = await card('CK', '2026-02-28T23:30:00Z', old(2026));
      const leap = await card('GCSNL', '2028-02-29T10:00:00Z', old(2028));
      const be = await card('CBBE', '2026-07-01T10:00:00Z', old(2026));
      const german = await card('CBDE', '2026-05-14T10:00:00Z', old(2026));
      const longer = await card('CB', '2026-05-14T10:00:00Z', new Date('2040-01-01T00:00:00Z'));
      const blank = await card('CB', '2026-05-14T10:00:00Z', null, 'NOT_ACTIVATED');
      // A Dutch order's cards as the German rule had issued them: back to what their order's issuing gives.
      const { cards, issuedAt } = await buy(DUTCH, dutch, true);
      await shop.handle.db.update(giftCards).set({ expiresAt: old(issuedAt.getUTCFullYear()) }).where(inArray(giftCards.id, cards.map((c) => c.id)));

      await migrate();
      expect(await expiryOf(nl)).toBe('2031-05-15T00:00:00.000Z');
      expect(await expiryOf(nlNight)).toBe('2031-03-02T00:00:00.000Z');
      expect(await expiryOf(leap)).toBe('2033-03-01T00:00:00.000Z');
      expect(await expiryOf(be)).toBe('2031-07-02T00:00:00.000Z');
      expect(await expiryOf(german)).toBe('2030-01-01T00:00:00.000Z');
      expect(await expiryOf(longer)).toBe('2040-01-01T00:00:00.000Z');
      expect(await expiryOf(blank)).toBeNull();
      const expected = `${dayAfter(fiveYearsOn(localDay(issuedAt, 'Europe/Amsterdam')))}T00:00:00.000Z`;
      for (const c of cards) expect(await expiryOf(c.id)).toBe(expected);

      // Again: nothing changes.
      await migrate();
      expect(await expiryOf(nl)).toBe('2031-05-15T00:00:00.000Z');
      expect(await expiryOf(leap)).toBe('2033-03-01T00:00:00.000Z');
    });
  });
});
