import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { blockQueues, mediaAssets, queueItems } from '../../db/catalogue-schema';
import { ErrorCode, ShopError } from '../../errors';
import type { Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { LIMITS, consumeLimits, tooManyAttemptsEntry } from '../../security/rate-limit';
import { RAISED_CAPTCHA_FACTOR, pinAnomalyRaised } from '../../security/pin-anomaly';
import { parsePaging, parseTaxonomyFilters } from '../catalogue/input';
import { ownOrder } from '../orders/order-placing';
import { issueOrderCards } from '../orders/card-issuing';
import type { MailContext } from '../orders/order-mails';
import {
  REDEEM_MESSAGES,
  addOrUpdateRedeemPackage,
  checkGiftCardBalance,
  currentRedeem,
  placeRedeemOrder,
  removeRedeemPackage,
  resetRedeem,
  topUpPaymentErrors,
} from './redeem-service';
import { cardStorefront } from './card-storefront';
import { giftCardBalance, listRedeemProducts, redeemBasketView, redeemOrderView, redeemPage } from './redeem-view';

/** Spec §9: 16 products per page (the redeem shop lists like the product list). */
export const REDEEM_PRODUCTS_PER_PAGE = 16;

const unavailable = () => ({ code: ErrorCode.REDEEM_UNAVAILABLE, message: REDEEM_MESSAGES.unavailable, referencedRequestParameter: 'userData.redeemToken' });

/** The queue of the storefront's top gift cards (spec §3 TopProduct, ADR 0059). */
export const TOP_PRODUCTS_QUEUE = 'top-products';

/** Which of these products are among the storefront's top gift cards (its top-products queue in the request's language). */
async function topProductIds(ctx: GraphQLContext, productIds: readonly string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ productId: queueItems.productId })
    .from(queueItems)
    .innerJoin(blockQueues, eq(blockQueues.id, queueItems.queueId))
    .where(
      and(
        eq(blockQueues.storefrontKey, ctx.scope.storefront.key),
        eq(blockQueues.language, ctx.scope.language),
        eq(blockQueues.queueKey, TOP_PRODUCTS_QUEUE),
        isNotNull(queueItems.productId),
        inArray(queueItems.productId, [...productIds]),
      ),
    );
  return new Set(rows.flatMap((r) => (r.productId ? [r.productId] : [])));
}

/** The request's open redeem (placed and ended ones have no basket to show). */
async function requestRedeem(ctx: GraphQLContext) {
  const redeem = await currentRedeem(ctx.db, ctx);
  return redeem?.status === 'OPEN' ? redeem : null;
}

async function basketOf(ctx: GraphQLContext, redeem: Awaited<ReturnType<typeof requestRedeem>>) {
  return redeem ? redeemBasketView(ctx, redeem) : null;
}

function mailContext(ctx: GraphQLContext): MailContext {
  return { urls: ctx.urls, now: ctx.now, stores: new Map([[ctx.scope.storefront.key, ctx.scope.storefront]]), secrets: ctx.secrets.box };
}

export const redeemResolvers: Resolvers = {
  // Spec §3 kinds (ADR 0059): a donation, a top gift card (only as the redeem shop lists it), a gift card.
  RedeemProduct: {
    __resolveType: (product) =>
      product.productType === 'DONATION' ? 'DonationProduct' : (product as { top?: boolean }).top ? 'TopProduct' : 'GiftCardProduct',
  },
  GiftCardProduct: {
    giftCardBrand: (product) => product.brand ?? null,
  },
  TopProduct: {
    giftCardBrand: (product) => product.brand ?? null,
  },
  Query: {
    captchaChallenge: async (_root, _args, ctx) =>
      ctx.captcha.challenge({ factor: (await pinAnomalyRaised(ctx.db, ctx.secrets.limitKey, ctx.scope.storefront.key)) ? RAISED_CAPTCHA_FACTOR : 1 }),
    redeemBasket: async (_root, _args, ctx) => {
      const basket = await basketOf(ctx, await requestRedeem(ctx));
      return basket ? { data: basket, errors: [] } : { data: null, errors: [unavailable()] };
    },
    redeemProducts: async (_root, { pageId, search, filterByTaxonomy, paging }, ctx) => {
      const page = parsePaging(paging, { itemsPerPage: REDEEM_PRODUCTS_PER_PAGE });
      const taxonomy = parseTaxonomyFilters(filterByTaxonomy, 'filterByTaxonomy');
      if ((search?.length ?? 0) > 100) throw new ShopError('search is at most 100 characters', ErrorCode.INVALID_SEARCH_INPUT, 'search');
      let productKeys: string[] | undefined;
      if (pageId) {
        const company = await redeemPage(ctx, pageId);
        productKeys = company?.productKeys ?? [];
      }
      const list = await listRedeemProducts(ctx, { productKeys, search, taxonomy, limit: page.limit, offset: page.offset });
      // The storefront's top gift cards are the spec's TopProduct kind in the list (RedeemProduct.__resolveType).
      const top = await topProductIds(
        ctx,
        list.items.map((p) => p.id),
      );
      const items = list.items.map((p) => (top.has(p.id) && p.productType === 'GIFT_CARD' ? { ...p, top: true } : p));
      return { ...list, items, pageNumber: page.pageNumber, itemsPerPage: page.itemsPerPage };
    },
    redeemPage: async (_root, { pageId }, ctx) => {
      const page = await redeemPage(ctx, pageId);
      if (!page) return null;
      const [logo] = await ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, page.logoId));
      if (!logo) return null;
      const texts = page.texts[ctx.scope.language] ?? page.texts[ctx.scope.storefront.defaultLanguage] ?? Object.values(page.texts)[0];
      return {
        pageId: page.pageId,
        companyName: page.companyName,
        logo: { id: logo.id, revision: logo.revision, alt: page.companyName, width: logo.width, height: logo.height },
        title: texts?.title ?? page.companyName,
        intro: texts?.intro ?? '',
        info: texts?.info ?? '',
      };
    },
    redeemOrder: async (_root, { uuid }, ctx) => {
      const order = await ownOrder(ctx.db, ctx, uuid);
      const view = order?.kind === 'REDEEM' ? await redeemOrderView(ctx, order.id) : null;
      // Only the owner's order gets this far: why its top-up failed (2037: another payment method) is theirs alone.
      return view && order
        ? { data: view, errors: await topUpPaymentErrors(ctx, order) }
        : { data: null, errors: [{ code: ErrorCode.UNKNOWN_CART_ITEM, message: 'This redeem order is unknown', referencedRequestParameter: 'uuid' }] };
    },
  },
  Mutation: {
    checkGiftCardBalance: async (_root, { input }, ctx) => {
      const result = await checkGiftCardBalance(ctx, input);
      const token = result.redeemToken ?? (result.errors.length === 0 ? ctx.redeemToken : null);
      const redeem = token ? await requestRedeem({ ...ctx, redeemToken: token }) : null;
      return {
        redeemToken: result.redeemToken,
        card: result.card && (result.errors.length === 0 || result.errors[0]?.code === ErrorCode.TEST_CARD) ? giftCardBalance(result.card, ctx) : null,
        basket: await basketOf(ctx, redeem),
        cardStorefront: result.errors[0]?.code === ErrorCode.CARD_OTHER_STORE ? await cardStorefront(ctx, result.otherStorefrontKey) : null,
        errors: result.errors,
      };
    },
    addOrUpdateRedeemPackage: async (_root, { input }, ctx) => {
      const result = await addOrUpdateRedeemPackage(ctx, input);
      return { basket: await basketOf(ctx, await requestRedeem(ctx)), errors: result.errors };
    },
    removeRedeemPackage: async (_root, { packageId }, ctx) => {
      const result = await removeRedeemPackage(ctx, packageId);
      return { basket: await basketOf(ctx, await requestRedeem(ctx)), errors: result.errors };
    },
    resetRedeem: async (_root, _args, ctx) => ({ errors: await resetRedeem(ctx) }),
    placeRedeemOrder: async (_root, { input }, ctx) => {
      const limited = await consumeLimits(ctx.db, ctx.secrets.limitKey, [
        { limit: LIMITS.placeRedeemPerIp, key: ctx.clientIp },
        { limit: LIMITS.placeOrderPerSession, key: ctx.session.hash },
      ]);
      if (!limited.allowed) return { order: null, amountToPay: null, errors: [tooManyAttemptsEntry('input.idempotencyKey')] };
      const result = await placeRedeemOrder(ctx, input, mailContext(ctx));
      if (!result.orderId) return { order: null, amountToPay: null, errors: result.errors };
      // Paid by the cards alone: issue now (a crash here leaves it to the reconciliation job).
      if (result.amountToPayCents === 0) await issueOrderCards(ctx, result.orderId);
      const view = await redeemOrderView(ctx, result.orderId);
      return { order: view, amountToPay: { cents: result.amountToPayCents, currency: ctx.scope.storefront.currency }, errors: [] };
    },
  },
};
