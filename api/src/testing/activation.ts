/**
 * Helpers for activation tests (issue 18): a paid order of a blank card pack whose card numbers and
 * PINs are read from its dispatch document's sealed secrets (as the fulfilment team reads them), and a
 * visitor that activates a card, follows its activation and reads card data, solving the captcha
 * like the widget does.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { giftCards, mailOutbox, testPspNotifications } from '../db/order-schema';
import type { DispatchDocumentPayload } from '../domains/mail/mail-types';
import { ADD, Checkout, type CheckoutProduct, type ErrorEntry } from './checkout';
import { ERRORS, MONEY, RedeemVisitor } from './redeem';
import { Shopper } from './shopper';
import type { TestServer } from './test-server';

export interface BlankCard {
  id: string;
  number: string;
  pin: string;
}

export const ACTIVATION_FIELDS = `orderUuid orderNumber status amount { ${MONEY} } maskedNumber customerEmail dueAt activatedAt validUntil lastValidDay orderStatus payment { id method status }`;
export const ACTIVATE = `mutation Activate($input: ActivateCardInput!) { activateCard(input: $input) { action { type url } payment { status method } activation { ${ACTIVATION_FIELDS} } ${ERRORS} } }`;
export const ACTIVATION = `query Activation($orderUuid: String!) { activation(orderUuid: $orderUuid) { data { ${ACTIVATION_FIELDS} } ${ERRORS} } }`;
export const CARD_DATA = `query CardData($cardNumber: String!, $pin: String!, $captchaToken: String!) { cardData(cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {
  data { maskedNumber status balance { ${MONEY} } validUntil lastValidDay expired productTitle } cardStorefront { name balanceCheckUrl } ${ERRORS} } }`;

export interface ActivationAnswer {
  orderUuid: string;
  orderNumber: string;
  status: 'PENDING_PAYMENT' | 'SCHEDULED' | 'DONE' | 'FAILED';
  amount: { cents: number; currency: string };
  maskedNumber: string;
  customerEmail: string;
  dueAt: string | null;
  activatedAt: string | null;
  validUntil: string | null;
  lastValidDay: string | null;
  orderStatus: string;
  payment: { id: string; method: string; status: string } | null;
}

export interface ActivateAnswer {
  action: { type: string; url: string | null } | null;
  payment: { status: string; method: string } | null;
  activation: ActivationAnswer | null;
  errors: ErrorEntry[];
}

export interface CardDataAnswer {
  data: { maskedNumber: string; status: string; balance: { cents: number; currency: string }; validUntil: string | null; lastValidDay: string | null; expired: boolean; productTitle: string } | null;
  cardStorefront: { name: string; balanceCheckUrl: string } | null;
  errors: ErrorEntry[];
}

/** The storefront's first blank card pack (id and variations with prices). */
export async function blankPackProduct(shop: TestServer, headers: Record<string, string> = {}): Promise<CheckoutProduct & { price: number }> {
  const res = await shop.graphql<{ products: { items: { id: string; variations: { id: string; variationType: string; price: { cents: number } }[] }[] } }>(
    `query { products(filters: { filterByProductType: [BLANK_CARD_PACK] }, paging: { itemsPerPage: 1, pageNumber: 1 }) { items { id variations { id variationType price { cents } } } } }`,
    { headers },
  );
  const product = res.body.data?.products.items[0];
  if (!product) throw new Error('no blank card pack');
  return { ...product, price: product.variations.find((v) => v.variationType === 'PHYSICAL')?.price.cents ?? 0 };
}

/** Buys one blank card pack, pays it on the test payment page, and reads its cards from the dispatch document. */
export async function buyBlankPack(shop: TestServer, pack: CheckoutProduct & { price: number }): Promise<BlankCard[]> {
  const checkout = new Checkout(shop, pack);
  const shopper = new Shopper(shop);
  const variationId = pack.variations.find((v) => v.variationType === 'PHYSICAL')?.id;
  const added = await shopper.call<{ addGiftCardPackage: { order: { id: string }; errors: ErrorEntry[] } }>(ADD, {
    input: { productId: pack.id, variationId, variationType: 'PHYSICAL', amountCents: pack.price, quantity: 1, giftPacking: false },
  });
  expect(added.addGiftCardPackage.errors).toEqual([]);
  const cartId = added.addGiftCardPackage.order.id;
  const placed = await checkout.place(shopper, cartId);
  const started = await checkout.pay(shopper, cartId);
  await checkout.choose(started.action?.url as string, 'authorised');
  await checkout.waitFor(shopper, cartId, (order) => order.status === 'COMPLETED');
  await settled(shop);
  const documents = (await shop.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'dispatch-document'))).filter(
    (m) => (m.payload as { orderNumber?: string }).orderNumber === placed.orderNumber,
  );
  const cards: BlankCard[] = [];
  for (const document of documents) {
    const payload = document.payload as unknown as DispatchDocumentPayload;
    const { pins } = shop.secrets.box.open<{ pins: string[] }>(document.sealedSecrets as string);
    for (const [index, card] of payload.cards.entries()) {
      const [row] = await shop.handle.db.select({ id: giftCards.id }).from(giftCards).where(and(eq(giftCards.number, card.number), eq(giftCards.orderId, cartId)));
      cards.push({ id: row?.id as string, number: card.number, pin: pins[index] as string });
    }
  }
  if (cards.length === 0) throw new Error('the pack issued no cards');
  return cards;
}

/** The test payment service has delivered every notification (nothing in flight). */
export async function settled(shop: TestServer): Promise<void> {
  // A deadline, not a number of rounds: a busy machine delivers later, never differently.
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const open = await shop.handle.db.select({ id: testPspNotifications.id }).from(testPspNotifications).where(isNull(testPspNotifications.deliveredAt));
    if (open.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A visitor on the activation pages. */
export class ActivationVisitor extends RedeemVisitor {
  async activate(card: Pick<BlankCard, 'number' | 'pin'>, amountCents: number, overrides: Record<string, unknown> = {}): Promise<ActivateAnswer> {
    const captchaToken = 'captchaToken' in overrides ? overrides.captchaToken : await this.captcha();
    return (
      await this.call<{ activateCard: ActivateAnswer }>(ACTIVATE, {
        input: { cardNumber: card.number, pin: card.pin, amountCents, email: 'ben@example.com', paymentMethod: 'card', ...overrides, captchaToken },
      })
    ).activateCard;
  }

  async activation(orderUuid: string) {
    return (await this.call<{ activation: { data: ActivationAnswer | null; errors: ErrorEntry[] } }>(ACTIVATION, { orderUuid })).activation;
  }

  async cardData(card: Pick<BlankCard, 'number' | 'pin'>, captchaToken?: string): Promise<CardDataAnswer> {
    return (await this.call<{ cardData: CardDataAnswer }>(CARD_DATA, { cardNumber: card.number, pin: card.pin, captchaToken: captchaToken ?? (await this.captcha()) })).cardData;
  }

  /** Waits until the visitor's activation reaches `status`. */
  async waitFor(orderUuid: string, status: ActivationAnswer['status']): Promise<ActivationAnswer> {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const { data } = await this.activation(orderUuid);
      if (data?.status === status) return data;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    throw new Error(`activation ${orderUuid} did not reach ${status}`);
  }
}
