/**
 * The answers of the redeem flow (spec §3 RedeemOrder, redeem package, redeem product), built from
 * the rows: the redeem's cards and what the chosen cards take from them, the packages grouped by the
 * chosen card (a value over 150 is several rows of one group), and the totals of spec §5.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type GiftCardRow, type PaymentMethod, type PaymentStatus, giftCardLedger, giftCards, orderPlacements } from '../../db/order-schema';
import { brands } from '../../db/catalogue-schema';
import { type RedeemRow, redeemPages } from '../../db/redeem-schema';
import type { ImageModel } from '../../media/urls';
import type { MoneyModel, ProductModel } from '../catalogue/models';
import { type CatalogueScope, productsByIds, queryRows, selectProducts, taxonomyConditions } from '../catalogue/queries';
import type { TaxonomyFilterInput } from '../catalogue/input';
import { type CartRows, loadCartRows, loadCatalogueInfo, loadPricing } from '../cart/cart-store';
import { priceCart } from '../cart/cart-pricing';
import { addressCountry } from '@shop/shared/validation';
import { digitalDelivery, physicalDelivery } from '../cart/delivery/delivery-dates';
import { canStartPayment, latestPayment } from '../orders/order-payments';
import { type RedeemContext, type RedeemOffer, cardProblem, redeemCardsOf, redeemOffers } from './redeem-service';
import { cardLastValidDay } from '../orders/gift-card-validity';
import { allocateBalances, maskCardNumber, priceToPay } from './redeem-rules';

const money = (cents: number, currency: string): MoneyModel => ({ cents, currency });

export interface GiftCardBalanceModel {
  id: string;
  maskedNumber: string;
  balance: MoneyModel;
  validUntil: string | null;
  lastValidDay: string | null;
  status: GiftCardRow['status'];
  expired: boolean;
}

/** A card as the redeem screens show it; its last valid day in the calendar of its storefront (the request's: a redeem holds only its own cards). */
export function giftCardBalance(card: GiftCardRow, ctx: Pick<RedeemContext, 'scope' | 'now'>): GiftCardBalanceModel {
  return {
    id: card.id,
    maskedNumber: maskCardNumber(card.number),
    balance: money(card.balanceCents, card.currency),
    validUntil: card.expiresAt?.toISOString() ?? null,
    lastValidDay: cardLastValidDay(card.expiresAt, ctx.scope.storefront.countryCode),
    status: card.status,
    expired: !!card.expiresAt && card.expiresAt <= ctx.now,
  };
}

export interface RedeemProductModel {
  id: string;
  title: string;
  description: string;
  image: ImageModel;
  backgroundColor: string;
  foregroundColor: string;
  productType: ProductModel['productType'];
  redeemData: {
    title: string;
    description: string;
    minimumRemainingBalance: MoneyModel;
    minimumAvailableCustomAmount: MoneyModel;
    maximumAvailableCustomAmount: MoneyModel;
  };
  fixedValues: MoneyModel[];
  /** The amounts by post, when the card can be sent by post. */
  physical: { fixedValues: MoneyModel[]; minimumAvailableCustomAmount: MoneyModel; maximumAvailableCustomAmount: MoneyModel } | null;
  brand: RedeemBrandModel | null;
  showHand: boolean;
  showShadow: boolean;
  path: string;
}

/** Spec §3 {product}Brand: a brand that redeems on its own site has its web shop. */
export interface RedeemBrandModel {
  id: string;
  name: string;
  iframeUrl: string | null;
  redirectLink: string | null;
  redirectTime: number;
  productExternalLink: { title: string; url: string } | null;
}

/** The brands of these products, by brand id. */
async function redeemBrands(db: RedeemContext['db'], products: readonly ProductModel[]): Promise<Map<string, RedeemBrandModel>> {
  const ids = [...new Set(products.flatMap((p) => (p.brandId ? [p.brandId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(brands).where(inArray(brands.id, ids));
  return new Map(
    rows.map((b) => [
      b.id,
      {
        id: b.id,
        name: b.name,
        iframeUrl: b.iframeUrl,
        redirectLink: b.redirectUrl,
        redirectTime: b.redirectSeconds,
        productExternalLink: b.externalLinkTitle && b.externalLinkUrl ? { title: b.externalLinkTitle, url: b.externalLinkUrl } : null,
      },
    ]),
  );
}

function brandOf(product: ProductModel, brandsById: Map<string, RedeemBrandModel>): RedeemBrandModel | null {
  return (product.brandId && brandsById.get(product.brandId)) || null;
}

export function redeemProduct(product: ProductModel, offer: RedeemOffer, brand: RedeemBrandModel | null): RedeemProductModel {
  const currency = offer.currency;
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    image: product.image,
    backgroundColor: product.backgroundColor,
    foregroundColor: product.foregroundColor,
    productType: product.productType,
    redeemData: {
      title: product.title,
      description: product.description,
      minimumRemainingBalance: money(offer.minimumRemainingCents, currency),
      minimumAvailableCustomAmount: money(offer.minimumCents, currency),
      maximumAvailableCustomAmount: money(offer.maximumCents, currency),
    },
    fixedValues: offer.fixedValuesCents.map((cents) => money(cents, currency)),
    physical: offer.physical
      ? {
          fixedValues: offer.physical.fixedValuesCents.map((cents) => money(cents, currency)),
          minimumAvailableCustomAmount: money(offer.physical.minimumCents, currency),
          maximumAvailableCustomAmount: money(offer.physical.maximumCents, currency),
        }
      : null,
    brand,
    showHand: product.showHand,
    showShadow: product.showShadow,
    path: product.path,
  };
}

export interface RedeemPackageModel {
  id: string;
  mainProduct: RedeemProductModel;
  mainProductType: ProductModel['productType'];
  items: { qty: number; variation: { id: string; sku: string; price: MoneyModel; title: string; variationType: 'DIGITAL' | 'PHYSICAL' } }[];
  packageTotals: { mainItemAmount: MoneyModel; mainItemEditable: boolean; promotionAmount: MoneyModel | null };
}

/** The chosen cards of a redeem basket or order, one package per group, in basket order. */
async function redeemPackages(ctx: Pick<RedeemContext, 'db' | 'scope'>, rows: CartRows): Promise<RedeemPackageModel[]> {
  const scope: CatalogueScope = { store: ctx.scope.storefront, language: ctx.scope.language };
  const productIds = [...new Set(rows.packages.map((p) => p.productId))];
  const [productsById, offers, info] = await Promise.all([
    productsByIds(ctx.db, scope, productIds),
    redeemOffers(ctx.db, ctx.scope.storefront.key, productIds),
    loadCatalogueInfo(
      ctx.db,
      ctx.scope.storefront.key,
      rows.packages.map((p) => p.variationId),
    ),
  ]);
  const brandsById = await redeemBrands(ctx.db, [...productsById.values()]);
  const groups = new Map<string, CartRows['packages']>();
  for (const row of rows.packages) {
    const key = row.redeemGroup ?? row.id;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const out: RedeemPackageModel[] = [];
  for (const [id, pieces] of groups) {
    const first = pieces[0];
    const product = first ? productsById.get(first.productId) : undefined;
    if (!first || !product) continue;
    const currency = rows.order.currency;
    // A product no longer offered still shows what the basket holds (with its plain range).
    const offer: RedeemOffer = offers.get(product.id) ?? {
      productId: product.id,
      productType: product.productType,
      variationId: first.variationId,
      currency,
      hasFixedPrices: false,
      fixedValuesCents: [],
      minimumCents: 0,
      maximumCents: 0,
      minimumRemainingCents: 0,
      physical: null,
    };
    const variation = info.get(first.variationId);
    const amount = pieces.reduce((sum, p) => sum + p.amountCents * p.quantity, 0);
    out.push({
      id,
      mainProduct: redeemProduct(product, offer, brandOf(product, brandsById)),
      mainProductType: product.productType,
      items: pieces.map((piece) => ({
        qty: piece.quantity,
        variation: {
          id: piece.variationId,
          sku: variation?.sku ?? piece.variationId,
          price: money(piece.amountCents, currency),
          title: product.title,
          variationType: variation?.variationType ?? 'DIGITAL',
        },
      })),
      packageTotals: { mainItemAmount: money(amount, currency), mainItemEditable: rows.order.status === 'CART', promotionAmount: null },
    });
  }
  return out;
}

export interface RedeemBasketModel {
  id: string;
  cards: { card: GiftCardBalanceModel; used: MoneyModel }[];
  packages: RedeemPackageModel[];
  totals: { total: MoneyModel; shipping: MoneyModel; balance: MoneyModel; balanceUsed: MoneyModel; remainingBalance: MoneyModel; priceToPay: MoneyModel };
  expiresAt: string;
  /** Cards by post: dispatch day and arrival window, by the cart's delivery rules; null without any. */
  physicalDelivery: { dispatchDate: string; from: string; to: string } | null;
}

export async function redeemBasketView(ctx: Pick<RedeemContext, 'db' | 'scope' | 'now'>, redeem: RedeemRow): Promise<RedeemBasketModel | null> {
  const rows = await loadCartRows(ctx.db, redeem.orderId);
  if (!rows) return null;
  const cards = await redeemCardsOf(ctx.db, redeem.id);
  const currency = rows.order.currency;
  // Priced as placing will price it: the cards, and shipping for cards by post (no service fee).
  const store = ctx.scope.storefront;
  const info = await loadCatalogueInfo(
    ctx.db,
    store.key,
    rows.packages.map((p) => p.variationId),
  );
  const priced = priceCart(rows, info, await loadPricing(ctx.db, store.key), addressCountry(store.countryCode));
  const total = priced.grandTotalCents;
  const shipping = priced.adjustments.reduce((sum, a) => sum + a.cents, 0);
  // What placing will take (placeRedeemOrder): a card blocked or expired since its check counts for nothing.
  const spendable = cards.map(({ card }) => ({ id: card.id, availableCents: card.isTest || cardProblem(card, 'GIFT_CARD', ctx) ? 0 : card.balanceCents }));
  const { allocations, usedCents, topUpCents } = allocateBalances(spendable, total);
  const balance = spendable.reduce((sum, c) => sum + c.availableCents, 0);
  return {
    id: redeem.orderId,
    cards: cards.map(({ card }) => ({
      card: giftCardBalance(card, ctx),
      used: money(allocations.find((a) => a.cardId === card.id)?.cents ?? 0, currency),
    })),
    packages: await redeemPackages(ctx, rows),
    totals: {
      total: money(total, currency),
      shipping: money(shipping, currency),
      balance: money(balance, currency),
      balanceUsed: money(usedCents, currency),
      remainingBalance: money(balance - usedCents, currency),
      priceToPay: money(topUpCents, currency),
    },
    expiresAt: redeem.expiresAt.toISOString(),
    // The same dates the checkout's shipments show (delivery-dates.ts): the one rule for every card by post.
    physicalDelivery: rows.packages.some((p) => info.get(p.variationId)?.variationType === 'PHYSICAL') ? physicalDelivery(ctx.now, store.countryCode) : null,
  };
}

// ─── the placed redeem order ─────────────────────────────────────────────────────────────────────

export interface RedeemOrderModel {
  id: string;
  orderNumber: string;
  status: 'CART' | 'PENDING' | 'COMPLETED' | 'CANCELED';
  shipments: {
    id: string;
    packages: RedeemPackageModel[];
    deliveryDate: string;
    formattedDeliveryDate: string;
    deliveryAddress: Record<string, string | null>;
  }[];
  billingAddress: Record<string, string | null>;
  totals: { total: MoneyModel; paidWithGiftCards: MoneyModel; priceToPay: MoneyModel };
  remainingBalance: MoneyModel;
  giftCardPayments: { card: GiftCardBalanceModel; used: MoneyModel }[];
  payment: { id: string; method: PaymentMethod; status: PaymentStatus; pspReference: string | null } | null;
  canRetry: boolean;
}

/** A placed redeem order by id (callers check it is the visitor's). */
export async function redeemOrderView(ctx: Pick<RedeemContext, 'db' | 'scope' | 'now'>, orderId: string): Promise<RedeemOrderModel | null> {
  const [placement] = await ctx.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));
  const rows = await loadCartRows(ctx.db, orderId);
  if (!placement || !rows || rows.order.kind !== 'REDEEM') return null;
  const currency = placement.currency;
  // The cards this order took from: its HOLD/REDEEM entries (released ones count as given back).
  const entries = await ctx.db
    .select({ card: giftCards, kind: giftCardLedger.kind, amountCents: giftCardLedger.amountCents })
    .from(giftCardLedger)
    .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.giftCardId))
    .where(and(eq(giftCardLedger.orderId, orderId), inArray(giftCardLedger.kind, ['HOLD', 'REDEEM'])));
  const payment = await latestPayment(ctx.db, orderId);
  const shipments = await Promise.all(
    rows.shipments
      .filter((shipment) => rows.packages.some((p) => p.shipmentId === shipment.id))
      .map(async (shipment) => {
        const packages = await redeemPackages(ctx, { ...rows, packages: rows.packages.filter((p) => p.shipmentId === shipment.id) });
        const physical = shipment.deliveryType === 'PHYSICAL';
        const sent = physical ? physicalDelivery(ctx.now, ctx.scope.storefront.countryCode) : digitalDelivery(ctx.now, shipment.scheduledAt ?? null);
        const deliveryAddress: Record<string, string | null> = {
          firstName: shipment.firstName ?? null,
          lastName: shipment.lastName ?? null,
          email: shipment.email ?? null,
          ...(shipment.address
            ? {
                countryCode: shipment.address.countryCode,
                postCode: shipment.address.postCode,
                houseNumber: shipment.address.houseNumber,
                suffix: shipment.address.suffix ?? null,
                street: shipment.address.street,
                city: shipment.address.city,
              }
            : {}),
        };
        return {
          id: shipment.id,
          packages,
          deliveryDate: sent.to,
          formattedDeliveryDate: new Intl.DateTimeFormat(`${ctx.scope.language}-${ctx.scope.storefront.countryCode}`, { dateStyle: 'medium' }).format(new Date(sent.to)),
          deliveryAddress,
        };
      }),
  );
  const due = priceToPay(placement.grandTotalCents, placement.giftCardCents);
  return {
    id: orderId,
    orderNumber: placement.orderNumber,
    status: rows.order.status,
    shipments,
    billingAddress: (rows.order.billingAddress ?? {}) as Record<string, string | null>,
    totals: {
      total: money(placement.grandTotalCents, currency),
      paidWithGiftCards: money(placement.giftCardCents, currency),
      priceToPay: money(due, currency),
    },
    remainingBalance: money(
      entries.reduce((sum, e) => sum + (e.card.isTest ? 0 : e.card.balanceCents), 0),
      currency,
    ),
    giftCardPayments: entries.map((e) => ({ card: giftCardBalance(e.card, ctx), used: money(-e.amountCents, currency) })),
    payment: payment ? { id: payment.id, method: payment.method, status: payment.status, pspReference: payment.pspReference } : null,
    canRetry: due > 0 && canStartPayment(rows.order, payment, placement.failedAttempts),
  };
}

// ─── the redeem shop ─────────────────────────────────────────────────────────────────────────────

/** Where a search term may appear: the title (case and accents folded). */
function searchCondition(search: string | null | undefined): SQL[] {
  const term = search?.trim();
  if (!term) return [];
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return [sql`t.title ilike ${`%${escaped}%`}`];
}

export async function listRedeemProducts(
  ctx: Pick<RedeemContext, 'db' | 'scope'>,
  options: { productKeys?: readonly string[]; search?: string | null; taxonomy?: TaxonomyFilterInput[]; limit: number; offset: number },
): Promise<{ items: RedeemProductModel[]; total: number }> {
  const scope: CatalogueScope = { store: ctx.scope.storefront, language: ctx.scope.language };
  const keys = options.productKeys;
  const where: SQL[] = [
    sql`p.product_type in ('GIFT_CARD', 'DONATION') and not p.is_choice_card`,
    sql`exists (select 1 from product_variations v where v.product_id = p.id and v.variation_type = 'DIGITAL' and v.in_stock and v.retired_at is null)`,
    ...searchCondition(options.search),
    // The shop's filters (spec §2 query parameters: cb_api_giftcard_categories …), as the product list applies them.
    ...taxonomyConditions(options.taxonomy ?? [], sql`p.id`),
  ];
  if (keys) {
    if (keys.length === 0) return { items: [], total: 0 };
    where.push(sql`p.product_key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`);
  }
  // A company's page keeps its own order; the shop puts donations last, then the catalogue's order.
  const orderBy = keys
    ? sql`array_position(array[${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}]::text[], p.product_key), p.id`
    : sql`(p.product_type = 'DONATION'), p.position, p.id`;
  const rows = await selectProducts(ctx.db, scope, { where, orderBy, limit: options.limit, offset: options.offset });
  const [offers, brandsById] = await Promise.all([
    redeemOffers(
      ctx.db,
      ctx.scope.storefront.key,
      rows.map((r) => r.product.id),
    ),
    redeemBrands(
      ctx.db,
      rows.map((r) => r.product),
    ),
  ]);
  const items = rows.flatMap(({ product }) => {
    const offer = offers.get(product.id);
    return offer ? [redeemProduct(product, offer, brandOf(product, brandsById))] : [];
  });
  if (rows.length > 0 || options.offset === 0) return { items, total: rows[0]?.total ?? 0 };
  const [count] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from products p join product_translations t on t.product_id = p.id
      where p.storefront_key = ${scope.store.key} and t.language = ${scope.language} and p.is_listed and p.retired_at is null and ${sql.join(where, sql` and `)}`,
  );
  return { items: [], total: Number(count?.n ?? 0) };
}

export async function redeemPage(ctx: Pick<RedeemContext, 'db' | 'scope'>, pageId: string) {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(pageId)) return null;
  const [page] = await ctx.db
    .select()
    .from(redeemPages)
    .where(and(eq(redeemPages.storefrontKey, ctx.scope.storefront.key), eq(redeemPages.pageId, pageId)));
  return page ?? null;
}

