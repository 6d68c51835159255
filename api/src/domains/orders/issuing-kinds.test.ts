import { eq } from 'drizzle-orm';
import { giftCardLedger, giftCards, mailOutbox } from '../../db/order-schema';
import { ADD, Checkout, type CheckoutProduct, type ErrorEntry } from '../../testing/checkout';
import { Shopper } from '../../testing/shopper';
import { type TestServer, startTestServer } from '../../testing/test-server';

/**
 * What paying an order issues: only its gift cards become cards with a balance. A donation in the
 * same order is passed on, and a blank card pack is plastic that gets its value at activation: neither
 * may leave the order as a spendable card (nor as a card mail).
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

  it('issues the gift cards of a paid order, and no card for its donation or its blank card pack', async () => {
    const shopper = new Shopper(shop);
    const cartId = await checkout.fill(shopper);
    await add(shopper, donation, 'DIGITAL', 1000, 1);
    const packPrice = blankPack.variations.find((v) => v.variationType === 'PHYSICAL')?.price.cents ?? 0;
    await add(shopper, blankPack, 'PHYSICAL', packPrice, 2);
    const placed = await checkout.place(shopper, cartId);
    const started = await checkout.pay(shopper, cartId);
    await checkout.choose(started.action?.url as string, 'authorised');
    await checkout.waitFor(shopper, cartId, (order) => order.status === 'COMPLETED');

    const cards = await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, cartId));
    // The basket of Checkout.fill: 2 digital cards of 50 and 1 physical of 25. Nothing else.
    expect(cards.map((c) => c.productId).sort()).toEqual([giftCard.id, giftCard.id, giftCard.id]);
    const ledger = await shop.handle.db.select().from(giftCardLedger).where(eq(giftCardLedger.orderId, cartId));
    expect(ledger.map((l) => l.amountCents).sort((a, b) => a - b)).toEqual([2500, 5000, 5000]);
    // Card mails for the two digital gift cards only (the physical one and the pack go by post).
    const cardMails = (await shop.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'gift-card'))).filter(
      (m) => (m.payload as { orderNumber?: string }).orderNumber === placed.orderNumber,
    );
    expect(cardMails.map((m) => (m.payload as { amount: { cents: number } }).amount.cents)).toEqual([5000, 5000]);
  });
});
