import { and, eq, inArray, isNull } from 'drizzle-orm';
import { orderPackages, orderShipments } from '../../db/cart-schema';
import { products, storefrontBranding } from '../../db/catalogue-schema';
import { giftCardLedger, giftCards, mailOutbox, type MailOutboxRow, testPspNotifications } from '../../db/order-schema';
import { ErrorCode } from '../../errors';
import { openPayload } from '../mail/outbox';
import type { DispatchDocumentPayload } from '../mail/mail-types';
import { renderMail } from '../mail/templates';
import { ADD, Checkout, type CheckoutProduct, type ErrorEntry } from '../../testing/checkout';
import { RedeemVisitor } from '../../testing/redeem';
import { Shopper } from '../../testing/shopper';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { verifyPin } from './gift-card-codes';
import { captureLogs } from '../../testing/log-capture';

/**
 * What paying an order issues (issue 18): its gift cards become cards with a balance; a donation in
 * the same order is passed on (no card); a blank card pack issues its physical cards as real cards,
 * not activated, without balance, ledger or expiry. Cards by post get one dispatch document per
 * shipment, to the storefront's fulfilment address, with their PINs sealed; the shopper never gets the
 * PINs of cards by post by e-mail, and a blank card can be neither checked nor redeemed before it is
 * activated.
 */
type PricedProduct = Omit<CheckoutProduct, 'variations'> & { variations: { id: string; variationType: string; price: { cents: number } }[] };

describe('issuing by product type', () => {
  let shop: TestServer;
  let checkout: Checkout;
  let giftCard: CheckoutProduct;
  let donation: CheckoutProduct;
  let blankPack: PricedProduct;

  async function firstOfType(type: string): Promise<PricedProduct> {
    const res = await shop.graphql<{ products: { items: PricedProduct[] } }>(
      `query ($type: [ProductType!]) { products(filters: { filterByProductType: $type }, paging: { itemsPerPage: 1, pageNumber: 1 }) { items { id variations { id variationType price { cents } } } } }`,
      { variables: { type: [type] } },
    );
    const product = res.body.data?.products.items[0];
    if (!product) throw new Error(`no ${type} product`);
    return product;
  }

  beforeAll(async () => {
    shop = await startTestServer();
    giftCard = await firstOfType('GIFT_CARD');
    donation = await firstOfType('DONATION');
    blankPack = await firstOfType('BLANK_CARD_PACK');
    checkout = new Checkout(shop, giftCard);
  });

  afterAll(async () => {
    await shop?.close();
  });

  async function add(shopper: Shopper, product: CheckoutProduct, variationType: string, amountCents: number, quantity: number) {
    const variationId = product.variations.find((v) => v.variationType === variationType)?.id;
    const res = await shopper.call<{ addGiftCardPackage: { errors: ErrorEntry[] } }>(ADD, {
      input: { productId: product.id, variationId, variationType, amountCents, quantity, giftPacking: false },
    });
    expect(res.addGiftCardPackage.errors).toEqual([]);
  }

  /** A paid order of the Checkout.fill basket (2 digital cards of 50, 1 physical of 25), a donation and 2 blank packs. */
  async function paidOrder(): Promise<{ cartId: string; orderNumber: string }> {
    const shopper = new Shopper(shop);
    const cartId = await checkout.fill(shopper);
    await add(shopper, donation, 'DIGITAL', 1000, 1);
    const packPrice = blankPack.variations.find((v) => v.variationType === 'PHYSICAL')?.price.cents ?? 0;
    await add(shopper, blankPack, 'PHYSICAL', packPrice, 2);
    const placed = await checkout.place(shopper, cartId);
    const started = await checkout.pay(shopper, cartId);
    await checkout.choose(started.action?.url as string, 'authorised');
    await checkout.waitFor(shopper, cartId, (order) => order.status === 'COMPLETED');
    // The payment service has its answer too: nothing of this order is in flight when the server closes.
    for (let i = 0; i < 100; i += 1) {
      const open = await shop.handle.db.select({ id: testPspNotifications.id }).from(testPspNotifications).where(isNull(testPspNotifications.deliveredAt));
      if (open.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { cartId, orderNumber: placed.orderNumber };
  }

  const mailsOf = async (kind: string, orderNumber: string): Promise<MailOutboxRow[]> =>
    (await shop.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).filter((m) => (m.payload as { orderNumber?: string }).orderNumber === orderNumber);

  it('issues gift cards with their balance, the blank cards of the packs not activated, and nothing for the donation', async () => {
    const { cartId, orderNumber } = await paidOrder();
    const [pack] = await shop.handle.db.select({ cardsPerPack: products.cardsPerPack }).from(products).where(eq(products.id, blankPack.id));
    const perPack = pack?.cardsPerPack as number;
    expect([10, 25, 50]).toContain(perPack);

    const cards = await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, cartId));
    const gift = cards.filter((c) => c.productId === giftCard.id);
    const blank = cards.filter((c) => c.productId === blankPack.id);
    // 3 gift cards of the basket, 2 × cardsPerPack blank cards, nothing else (no donation card).
    expect(gift).toHaveLength(3);
    expect(blank).toHaveLength(2 * perPack);
    expect(cards).toHaveLength(3 + 2 * perPack);
    expect(gift.every((c) => c.status === 'ACTIVE' && c.expiresAt !== null)).toBe(true);
    for (const card of blank) {
      expect(card).toMatchObject({ status: 'NOT_ACTIVATED', balanceCents: 0, expiresAt: null, variationType: 'PHYSICAL', currency: 'EUR', orderId: cartId });
    }
    // One package, numbered 1..2 × cardsPerPack: the unique (package, sequence) issues each card once.
    expect(new Set(blank.map((c) => c.packageId)).size).toBe(1);
    expect(blank.map((c) => c.sequence).sort((a, b) => (a as number) - (b as number))).toEqual(Array.from({ length: 2 * perPack }, (_, i) => i + 1));

    // Balance only for the gift cards: no ledger entry for a blank card.
    const ledger = await shop.handle.db.select().from(giftCardLedger).where(eq(giftCardLedger.orderId, cartId));
    expect(ledger.map((l) => l.amountCents).sort((a, b) => a - b)).toEqual([2500, 5000, 5000]);
    const blankLedger = await shop.handle.db.select().from(giftCardLedger).where(inArray(giftCardLedger.giftCardId, blank.map((c) => c.id)));
    expect(blankLedger).toEqual([]);

    // Card mails for the two digital gift cards only (the physical one and the packs go by post).
    const cardMails = await mailsOf('gift-card', orderNumber);
    expect(cardMails.map((m) => (m.payload as { amount: { cents: number } }).amount.cents)).toEqual([5000, 5000]);
    const mailed = new Set(cardMails.map((m) => (m.payload as { number: string }).number));
    expect(blank.some((c) => mailed.has(c.number))).toBe(false);
  });

  it('sends one dispatch document per shipment by post to the fulfilment address, its PINs sealed', async () => {
    const { cartId, orderNumber } = await paidOrder();
    const cards = await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, cartId));
    const physical = cards.filter((c) => c.variationType === 'PHYSICAL');
    const physicalGift = physical.filter((c) => c.productId === giftCard.id);
    expect(physicalGift).toHaveLength(1);

    // The shipments by post that hold issued cards.
    const packages = await shop.handle.db.select().from(orderPackages).where(eq(orderPackages.orderId, cartId));
    const shipmentOfPackage = new Map(packages.map((p) => [p.id, p.shipmentId]));
    const shipmentIds = [...new Set(physical.map((c) => shipmentOfPackage.get(c.packageId as string) as string))].sort();
    const shipments = await shop.handle.db
      .select()
      .from(orderShipments)
      .where(and(eq(orderShipments.orderId, cartId), eq(orderShipments.deliveryType, 'PHYSICAL')));
    expect(shipments.map((s) => s.id).sort()).toEqual(shipmentIds);

    const [branding] = await shop.handle.db.select({ fulfilmentEmail: storefrontBranding.fulfilmentEmail }).from(storefrontBranding).where(eq(storefrontBranding.storefrontKey, 'CBDE'));
    expect(branding?.fulfilmentEmail).toMatch(/^fulfilment@[a-z0-9.-]+\.example$/);

    const documents = await mailsOf('dispatch-document', orderNumber);
    expect(documents.map((d) => d.dedupeKey).sort()).toEqual(shipmentIds.map((id) => `dispatch-document:${id}`).sort());
    expect(documents.every((d) => d.recipient === branding?.fulfilmentEmail)).toBe(true);
    // Nothing about these cards goes to the shopper.
    expect(documents.some((d) => d.recipient === 'anna@example.com')).toBe(false);

    const byNumber = new Map(physical.map((c) => [c.number, c]));
    const listed: string[] = [];
    for (const document of documents) {
      const payload = document.payload as unknown as DispatchDocumentPayload;
      // The PINs wait sealed with a key outside the database, never in clear in the row.
      expect(payload.pins).toBeNull();
      expect(typeof document.sealedSecrets).toBe('string');
      const { pins } = shop.secrets.box.open<{ pins: string[] }>(document.sealedSecrets as string);
      expect(pins).toHaveLength(payload.cards.length);
      const row = JSON.stringify(document);
      for (const pin of pins) {
        expect(pin).toMatch(/^\d{6}$/);
        expect(row).not.toContain(`"${pin}"`);
      }
      expect(payload).toMatchObject({
        orderNumber,
        deliveryAddress: { name: 'Anna Berg', street: 'Invalidenstraße', houseNumber: '12', postCode: '10115', city: 'Berlin', countryCode: 'DE' },
      });
      expect(payload.dispatchDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(payload.activationUrl).toMatch(/^https?:\/\/[^/]+\/aktivieren\/$/);
      // Every card of the shipment, each with the PIN that verifies against its hash.
      const ofShipment = physical.filter((c) => shipmentOfPackage.get(c.packageId as string) === document.dedupeKey.slice('dispatch-document:'.length));
      expect(payload.cards.map((c) => c.number).sort()).toEqual(ofShipment.map((c) => c.number).sort());
      for (const [index, listedCard] of payload.cards.entries()) {
        const card = byNumber.get(listedCard.number);
        expect(card).toBeDefined();
        expect(await verifyPin(pins[index] as string, card?.pinHash as string, shop.secrets.pinPepper)).toBe(true);
        if (card?.productId === blankPack.id) expect(listedCard).toMatchObject({ blank: true, amount: null });
        else expect(listedCard).toMatchObject({ blank: false, amount: { cents: 2500, currency: 'EUR' } });
        expect(listedCard.productTitle).toBeTruthy();
        listed.push(listedCard.number);
      }

      // The mail worker opens the PINs to render the packing slip.
      const rendered = await renderMail('dispatch-document', document.language, openPayload(document, shop.secrets.box) as unknown as DispatchDocumentPayload);
      expect(rendered.subject).toContain(orderNumber);
      for (const pin of pins) {
        expect(rendered.text).toContain(pin);
        expect(rendered.html).toContain(pin);
      }
      expect(rendered.text).toContain('Invalidenstraße 12');
      expect(rendered.text).toContain('10115 Berlin');
      if (payload.cards.some((c) => c.blank)) {
        expect(rendered.text).toContain('nicht aktiviert');
        expect(rendered.text).toContain('/aktivieren/');
      }
    }
    // The physical gift card's PIN is on its shipment's document too; every card by post is listed once.
    expect(listed.sort()).toEqual(physical.map((c) => c.number).sort());
    expect(listed).toContain(physicalGift[0]?.number);
  });

  it('refuses to check or redeem a blank card before it is activated (2043), and hides its state behind the PIN', async () => {
    const { cartId, orderNumber } = await paidOrder();
    const [blankCard] = await shop.handle.db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.orderId, cartId), eq(giftCards.productId, blankPack.id), eq(giftCards.sequence, 1)));
    expect(blankCard?.status).toBe('NOT_ACTIVATED');
    // Its PIN, from the dispatch document of its shipment.
    let pin: string | undefined;
    for (const document of await mailsOf('dispatch-document', orderNumber)) {
      const payload = document.payload as unknown as DispatchDocumentPayload;
      const index = payload.cards.findIndex((c) => c.number === blankCard?.number);
      if (index >= 0) pin = shop.secrets.box.open<{ pins: string[] }>(document.sealedSecrets as string).pins[index];
    }
    expect(pin).toMatch(/^\d{6}$/);

    const visitor = new RedeemVisitor(shop);
    const right = await visitor.check({ number: blankCard?.number as string, pin: pin as string });
    expect(right.errors.map((e) => e.code)).toEqual([ErrorCode.CARD_NOT_ACTIVATED]);
    expect(right.errors[0]?.message).toBe('This gift card has not been activated yet');
    expect(right.redeemToken).toBeNull();
    expect(right.basket ?? null).toBeNull();
    // A wrong PIN answers like an unknown card: the state shows only after the right PIN.
    const wrong = await new RedeemVisitor(shop).check({ number: blankCard?.number as string, pin: pin === '999999' ? '999998' : '999999' });
    expect(wrong.errors.map((e) => e.code)).toEqual([ErrorCode.CARD_UNKNOWN]);
  });

  it('sends no dispatch document (and raises an alert) when the storefront has no fulfilment address', async () => {
    const [before] = await shop.handle.db.select({ fulfilmentEmail: storefrontBranding.fulfilmentEmail }).from(storefrontBranding).where(eq(storefrontBranding.storefrontKey, 'CBDE'));
    await shop.handle.db.update(storefrontBranding).set({ fulfilmentEmail: null }).where(eq(storefrontBranding.storefrontKey, 'CBDE'));
    const errors = captureLogs();
    try {
      const { cartId, orderNumber } = await paidOrder();
      // The cards are issued all the same; nobody but the operator is told.
      const cards = await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, cartId));
      expect(cards.filter((c) => c.status === 'NOT_ACTIVATED').length).toBeGreaterThan(0);
      expect(await mailsOf('dispatch-document', orderNumber)).toEqual([]);
      expect(errors.messages('error').some((line) => line.includes('ALERT') && line.includes('no fulfilment e-mail'))).toBe(true);
    } finally {
      errors.restore();
      await shop.handle.db.update(storefrontBranding).set({ fulfilmentEmail: before?.fulfilmentEmail ?? null }).where(eq(storefrontBranding.storefrontKey, 'CBDE'));
    }
  });
});
