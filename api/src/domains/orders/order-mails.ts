/**
 * What the order code puts into the mail outbox, in the same transaction as the change it reports:
 * the order confirmation; for digital cards, one card mail each (sent at the receiver's scheduled
 * moment, else within the hour); for cards by post (gift cards and the blank cards of packs), one
 * dispatch document per shipment to the storefront's fulfilment address (issue 18). Payloads carry
 * everything the templates need; PINs only sealed.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db';
import { orderShipments, orders } from '../../db/cart-schema';
import { giftCards, orderPlacements, payments } from '../../db/order-schema';
import { storefrontBranding } from '../../db/catalogue-schema';
import { mailPictureHref } from '../../media/urls';
import type { PublicUrls } from '../storefront/storefront-url';
import type { StorefrontModel } from '../storefront/directory';
import { priceCart } from '../cart/cart-pricing';
import { type Transaction, loadCartRows, loadCatalogueInfo, loadPricing } from '../cart/cart-store';
import { cartText } from '../cart/cart-texts';
import { CATALOGUE_ROUTES, localizePath } from '../../db/stored-paths';
import { productsByIds } from '../catalogue/queries';
import { physicalDelivery, digitalDelivery } from '../cart/delivery/delivery-dates';
import { enqueueMail } from '../mail/outbox';
import type { DispatchDocumentPayload, GiftCardMailPayload, MailBankAccount, OrderConfirmationPayload } from '../mail/mail-types';
import { addressCountry } from '@shop/shared/validation';
import type { SecretBox } from '../../security/secret-box';
import { cardLastValidDay } from './gift-card-validity';
import { log } from '../../observability/log';

/**
 * Storefronts come resolved before the transaction: on PGlite a query outside the open transaction
 * would wait for it forever.
 */
export interface MailContext {
  urls: PublicUrls;
  stores: ReadonlyMap<string, StorefrontModel>;
  now: Date;
  /** Seals the PINs of card mails (required to enqueue them). */
  secrets?: SecretBox;
  /** The account invoice orders are paid to (INVOICE_BANK_*, config/invoice-bank.ts); shown on invoice orders. */
  bankAccount?: MailBankAccount;
}

async function storefrontOf(ctx: MailContext, key: string): Promise<StorefrontModel> {
  const store = ctx.stores.get(key);
  if (!store) throw new Error(`unknown storefront ${key}`);
  return store;
}

const money = (cents: number, currency: string) => ({ cents, currency });
const nameOf = (s: { firstName: string | null; lastName: string | null }) => [s.firstName, s.lastName].filter(Boolean).join(' ') || null;

/**
 * What a placed order consists of, as the confirmation mail and the invoice show it: lines with
 * their receivers and extras, fees, total and VAT, in the order's language. Null for an unknown or
 * unplaced order.
 */
export async function placedOrderDocument(tx: Transaction, ctx: MailContext, orderId: string, status: 'PENDING' | 'COMPLETED') {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const [placement] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));
  const rows = await loadCartRows(tx, orderId);
  if (!order || !placement || !rows) return null;
  const store = await storefrontOf(ctx, order.storefrontKey);
  const [payment] = await tx.select().from(payments).where(eq(payments.orderId, orderId));
  const info = await loadCatalogueInfo(
    tx,
    store.key,
    rows.packages.map((p) => p.variationId),
  );
  const priced = priceCart(rows, info, await loadPricing(tx, store.key), addressCountry(store.countryCode));
  const products = await productsByIds(tx as unknown as Database, { store, language: order.language }, [...new Set(rows.packages.map((p) => p.productId))]);
  const currency = priced.currency;
  const physical = physicalDelivery(ctx.now, store.countryCode);
  const payload: OrderConfirmationPayload = {
    orderNumber: placement.orderNumber,
    orderId,
    storefrontName: store.name,
    shopUrl: ctx.urls.storefront(store),
    customerName: `${placement.customer.firstName} ${placement.customer.lastName}`,
    customerEmail: placement.customer.email,
    status,
    paymentMethod: payment?.method ?? 'unknown',
    ...(payment?.method === 'invoice' && ctx.bankAccount ? { bankAccount: ctx.bankAccount } : {}),
    lines: priced.shipments.flatMap((shipment) =>
      shipment.packages.map((pkg) => ({
        title: products.get(pkg.row.productId)?.title ?? pkg.info.sku,
        variationType: pkg.info.variationType,
        quantity: pkg.row.quantity,
        amount: money(pkg.row.amountCents, currency),
        total: money(pkg.totalCents, currency),
        receiver: nameOf(shipment.row),
        extras: pkg.items.slice(1).map((line) => ({
          title: cartText(order.language, line.kind as Parameters<typeof cartText>[1]),
          total: money(line.totalCents, currency),
        })),
      })),
    ),
    adjustments: priced.adjustments.map((a) => ({ title: cartText(order.language, a.type), price: money(a.cents, currency) })),
    grandTotal: money(priced.grandTotalCents, currency),
    tax: money(priced.taxCents, currency),
    shipments: priced.shipments.map((shipment) => {
      const digital = digitalDelivery(ctx.now, shipment.row.scheduledAt);
      return {
        deliveryType: shipment.row.deliveryType,
        receiver: nameOf(shipment.row),
        dispatchDate: shipment.row.deliveryType === 'PHYSICAL' ? physical.dispatchDate : null,
        deliveryFrom: shipment.row.deliveryType === 'PHYSICAL' ? physical.from : digital.from,
        deliveryTo: shipment.row.deliveryType === 'PHYSICAL' ? physical.to : digital.to,
        scheduledAt: shipment.row.scheduledAt?.toISOString() ?? null,
      };
    }),
  };
  return { payload, order, placement, store, vatBasisPoints: (await loadPricing(tx, store.key)).vatBasisPoints };
}

export async function enqueueOrderConfirmation(tx: Transaction, ctx: MailContext, orderId: string, status: 'PENDING' | 'COMPLETED'): Promise<void> {
  const document = await placedOrderDocument(tx, ctx, orderId, status);
  if (!document) return;
  await enqueueMail(tx, {
    kind: 'order-confirmation',
    dedupeKey: `order-confirmation:${orderId}:${status}`,
    storefrontKey: document.store.key,
    language: document.order.language,
    recipient: document.placement.customer.email,
    payload: document.payload,
  });
}

/** One mail per issued digital card, to its receiver, at the receiver's scheduled moment or now. */
export async function enqueueGiftCardMails(
  tx: Transaction,
  ctx: MailContext,
  orderId: string,
  issued: { cardId: string; packageId: string; pin: string; number: string }[],
): Promise<void> {
  if (issued.length === 0) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const [placement] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));
  const rows = await loadCartRows(tx, orderId);
  if (!order || !placement || !rows) return;
  const store = await storefrontOf(ctx, order.storefrontKey);
  const shipmentIds = [...new Set(rows.packages.map((p) => p.shipmentId))];
  const shipments = shipmentIds.length ? await tx.select().from(orderShipments).where(inArray(orderShipments.id, shipmentIds)) : [];
  const products = await productsByIds(tx as unknown as Database, { store, language: order.language }, [...new Set(rows.packages.map((p) => p.productId))]);
  const origin = ctx.urls.storefront(store);
  const routes = CATALOGUE_ROUTES[store.pathVariant];
  const balancePath = routes.pages.balanceCheck ? localizePath(routes.pages.balanceCheck, order.language, store.defaultLanguage) : '/';
  // The validity the mail and its PDF print: the cards' own expiry, as issued.
  const expiries = new Map(
    (await tx.select({ id: giftCards.id, expiresAt: giftCards.expiresAt }).from(giftCards).where(inArray(giftCards.id, issued.map((card) => card.cardId)))).map(
      (row) => [row.id, row.expiresAt],
    ),
  );
  const buyerEmail = placement.customer.email.toLowerCase();
  for (const card of issued) {
    const pkg = rows.packages.find((p) => p.id === card.packageId);
    const shipment = shipments.find((s) => s.id === pkg?.shipmentId);
    if (!pkg || !shipment || shipment.deliveryType !== 'DIGITAL') continue;
    const product = products.get(pkg.productId);
    const imageBase = ctx.urls.mediaBase || origin;
    const recipient = shipment.email ?? placement.customer.email;
    const expiresAt = expiries.get(card.cardId);
    const payload: GiftCardMailPayload = {
      orderNumber: placement.orderNumber,
      storefrontName: store.name,
      shopUrl: origin,
      senderName: `${placement.customer.firstName} ${placement.customer.lastName}`,
      receiverName: nameOf(shipment),
      // A redeem's cards, or cards the buyer sends to their own address: nobody sent them a present.
      selfGift: recipient.toLowerCase() === buyerEmail,
      productTitle: product?.title ?? 'Gift card',
      backgroundColor: product?.backgroundColor ?? '#333333',
      foregroundColor: product?.foregroundColor ?? '#ffffff',
      // A PNG (ADR 0074): Gmail and Outlook show no SVG in a mail, and not all of them WebP.
      cardImageUrl: product ? mailPictureHref(imageBase, product.image) : `${origin}/`,
      amount: money(pkg.amountCents, order.currency),
      number: card.number,
      pin: card.pin,
      personalMessage: pkg.personalMessage ?? null,
      balanceCheckUrl: `${origin}${balancePath}`,
      validUntil: cardLastValidDay(expiresAt, store.countryCode),
    };
    await enqueueMail(tx, {
      kind: 'gift-card',
      dedupeKey: `gift-card:${card.cardId}`,
      storefrontKey: store.key,
      language: order.language,
      recipient,
      payload,
      ...(shipment.scheduledAt && shipment.scheduledAt > ctx.now ? { notBefore: shipment.scheduledAt } : {}),
    }, ctx.secrets);
  }
}

/** A card issued by post, as the dispatch document lists it. */
export interface DispatchedCard {
  cardId: string;
  packageId: string;
  sequence: number;
  number: string;
  pin: string;
  /** A blank card of a pack: no value until it is activated. */
  blank: boolean;
}

/** Raised loudly: cards by post that nobody is told to pack. */
function alert(message: string): void {
  log.error({ alert: 'orders' }, `[orders] ALERT: ${message}`);
}

/**
 * One dispatch document per shipment by post that has issued cards (gift cards and the blank cards
 * of packs), to the storefront's fulfilment address: the delivery address, the dispatch day and the
 * cards with their numbers and PINs (sealed with `ctx.secrets` like a card mail's). These PINs never
 * go to the shopper. A storefront without a fulfilment address gets an alert instead. Returns how
 * many documents were enqueued.
 */
export async function enqueueDispatchDocuments(tx: Transaction, ctx: MailContext, orderId: string, issued: readonly DispatchedCard[]): Promise<number> {
  if (issued.length === 0) return 0;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const [placement] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));
  const rows = await loadCartRows(tx, orderId);
  if (!order || !placement || !rows) return 0;
  const store = await storefrontOf(ctx, order.storefrontKey);
  const packages = new Map(rows.packages.map((pkg, position) => [pkg.id, { pkg, position }]));
  const shipmentOf = (card: DispatchedCard) => packages.get(card.packageId)?.pkg.shipmentId;
  const shipments = rows.shipments.filter((shipment) => shipment.deliveryType === 'PHYSICAL' && issued.some((card) => shipmentOf(card) === shipment.id));
  if (shipments.length === 0) return 0;
  const [branding] = await tx
    .select({ fulfilmentEmail: storefrontBranding.fulfilmentEmail })
    .from(storefrontBranding)
    .where(eq(storefrontBranding.storefrontKey, store.key));
  const recipient = branding?.fulfilmentEmail ?? null;
  if (!recipient) {
    alert(`order ${placement.orderNumber}: storefront ${store.key} has no fulfilment e-mail, ${shipments.length} dispatch document(s) not sent`);
    return 0;
  }
  const products = await productsByIds(tx as unknown as Database, { store, language: order.language }, [...new Set(rows.packages.map((p) => p.productId))]);
  const info = await loadCatalogueInfo(
    tx,
    store.key,
    rows.packages.map((p) => p.variationId),
  );
  const origin = ctx.urls.storefront(store);
  const activation = CATALOGUE_ROUTES[store.pathVariant].pages.activation;
  const activationUrl = activation ? `${origin}${localizePath(activation, order.language, store.defaultLanguage)}` : null;
  const dispatchDate = physicalDelivery(ctx.now, store.countryCode).dispatchDate;
  let enqueued = 0;
  for (const shipment of shipments) {
    const address = shipment.address;
    if (!address) {
      alert(`order ${placement.orderNumber}: shipment ${shipment.id} by post has no address, its dispatch document was not sent`);
      continue;
    }
    const position = (card: DispatchedCard) => packages.get(card.packageId)?.position ?? 0;
    const cards = issued.filter((card) => shipmentOf(card) === shipment.id).sort((x, y) => position(x) - position(y) || x.sequence - y.sequence);
    const payload: DispatchDocumentPayload = {
      orderNumber: placement.orderNumber,
      storefrontName: store.name,
      deliveryAddress: {
        name: nameOf(shipment),
        companyName: address.companyName ?? null,
        street: address.street,
        houseNumber: address.houseNumber,
        suffix: address.suffix ?? null,
        postCode: address.postCode,
        city: address.city,
        countryCode: address.countryCode,
      },
      dispatchDate,
      cards: cards.map((card) => {
        const pkg = packages.get(card.packageId)?.pkg;
        const title = pkg ? (products.get(pkg.productId)?.title ?? info.get(pkg.variationId)?.sku) : undefined;
        return {
          productTitle: title ?? 'Gift card',
          amount: card.blank || !pkg ? null : money(pkg.amountCents, order.currency),
          blank: card.blank,
          number: card.number,
        };
      }),
      // Sealed by enqueueMail (a secret field): never in clear in the outbox row.
      pins: cards.map((card) => card.pin),
      activationUrl,
    };
    const inserted = await enqueueMail(
      tx,
      {
        kind: 'dispatch-document',
        dedupeKey: `dispatch-document:${shipment.id}`,
        storefrontKey: store.key,
        language: order.language,
        recipient,
        payload,
      },
      ctx.secrets,
    );
    if (inserted) enqueued += 1;
  }
  return enqueued;
}
