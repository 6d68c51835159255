import { eq } from 'drizzle-orm';
import { orders } from '../../db/cart-schema';
import { orderPlacements } from '../../db/order-schema';
import { ErrorCode, ShopError } from '../../errors';
import type { AuditSource } from '../operator/audit';
import { requireCapability } from '../operator/roles';
import type { Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { LIMITS, consumeLimits, tooManyAttemptsEntry } from '../../security/rate-limit';
import { type CartView, loadCartView } from '../cart/cart-view';
import { MAX_PAYMENT_ATTEMPTS, type PlacedOrderModel } from './order-shared';
import { ownOrder, placeOrder } from './order-placing';
import { addPayment, canStartPayment, latestPayment, paymentErrors } from './order-payments';
import { refundAnswer, refundOrder } from './order-refunds';
import { discardOrder } from './order-discard';
import { markOrderPaid } from './invoice-payments';
import { describePaymentMethods, shopMethodIds } from './payment-methods';
import { customerOrders, orderRefundStatus, orderTypeOf } from './account-orders';
import { requestBusinessQuote, volumePrices } from './business-quote';
import { reorderPackages, reorderView } from './reorder';
import { cartPayload } from '../cart/cart.resolvers';
import { parsePaging } from '../catalogue/input';
import { USER_MESSAGES } from '../user/user-service';

/**
 * The PlacedOrder answer of an order id (any visitor: callers check ownership first). The cart inside
 * (`order`) is built only when the query asks for it.
 */
async function placedOrderView(ctx: GraphQLContext, orderId: string): Promise<PlacedOrderModel | null> {
  const [placement] = await ctx.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));
  if (!placement) return null;
  const payment = await latestPayment(ctx.db, orderId);
  const [row] = await ctx.db.select({ status: orders.status, refundStatus: orderRefundStatus(), orderType: orderTypeOf() }).from(orders).where(eq(orders.id, orderId));
  const status = row?.status ?? 'PENDING';
  return {
    id: orderId,
    orderNumber: placement.orderNumber,
    status,
    customerEmail: placement.customer.email,
    customerType: placement.customer.customerType,
    placedAt: placement.placedAt.toISOString(),
    orderType: row?.orderType ?? 'REGULAR',
    payment: payment ? { id: payment.id, method: payment.method, status: payment.status, pspReference: payment.pspReference } : null,
    failedAttempts: placement.failedAttempts,
    canRetry: canStartPayment({ status } as Parameters<typeof canStartPayment>[0], payment, placement.failedAttempts),
    underReview: placement.reviewState === 'HELD',
    refused: placement.reviewState === 'REFUSED',
    refundStatus: row?.refundStatus ?? null,
  };
}

async function ownPlacedOrder(ctx: GraphQLContext, orderUuid: string) {
  const order = await ownOrder(ctx.db, ctx, orderUuid);
  return order ? placedOrderView(ctx, order.id) : null;
}

/**
 * The placed order's lines as a cart view, built once per answer however many of `order`,
 * `shipments`, `totals` and `billingAddress` the query selects (each would otherwise load the rows
 * and price them again). Keyed by the model object, which lives as long as the answer.
 */
const placedCartViews = new WeakMap<PlacedOrderModel, Promise<CartView>>();

function placedCartView(ctx: GraphQLContext, placed: PlacedOrderModel): Promise<CartView> {
  let view = placedCartViews.get(placed);
  if (!view) {
    view = loadCartView(ctx, placed.id).then((loaded) => {
      if (!loaded) throw new Error(`placed order ${placed.id} has no rows`);
      return loaded;
    });
    placedCartViews.set(placed, view);
  }
  return view;
}

export const ordersResolvers: Resolvers = {
  ReorderPackage: {
    product: async (pkg, _args, ctx) => (await ctx.loaders.product.load(pkg.productId)) ?? null,
  },
  PlacedOrder: {
    order: (placed, _args, ctx) => placedCartView(ctx, placed),
    shipments: async (placed, _args, ctx) => (await placedCartView(ctx, placed)).shipments,
    totals: async (placed, _args, ctx) => (await placedCartView(ctx, placed)).totals,
    billingAddress: async (placed, _args, ctx) => {
      // Placing an order always stores the customer's details as its billing address.
      const billing = (await placedCartView(ctx, placed)).billingAddress;
      if (!billing) throw new Error(`placed order ${placed.id} has no billing address`);
      return billing;
    },
  },
  Query: {
    businessVolumePrices: (_root, _args, ctx) => volumePrices(ctx.db, ctx.scope),
    paymentMethods: (_root, { customerType }, ctx) => {
      const store = ctx.scope.storefront;
      return describePaymentMethods(shopMethodIds(ctx.payments.paymentMethods(store.countryCode, store.currency), customerType ?? 'PRIVATE'), ctx.scope.language);
    },
    placedOrder: async (_root, { orderUuid }, ctx) => ({ data: await ownPlacedOrder(ctx, orderUuid), errors: [] }),
    reorderOrder: (_root, { orderUuid }, ctx) => reorderView(ctx, orderUuid),
    customerOrders: async (_root, { paging }, ctx) => {
      const userId = ctx.session.userId;
      if (!userId) return { data: null, errors: [{ code: ErrorCode.NOT_LOGGED_IN, message: USER_MESSAGES.notLoggedIn, referencedRequestParameter: null }] };
      const { itemsPerPage, pageNumber, limit, offset } = parsePaging(paging, { itemsPerPage: 10, max: 50 });
      const { items, total } = await customerOrders(ctx.db, { userId, storefrontKey: ctx.scope.storefront.key, limit, offset });
      return {
        data: {
          items: items.map((order) => ({
            ...order,
            invoiceUrl: order.invoiceAvailable ? `/invoices/${order.id}.pdf` : null,
            eInvoiceUrl: order.eInvoiceAvailable ? `/invoices/${order.id}.xml` : null,
          })),
          total,
          pageNumber,
          itemsPerPage,
        },
        errors: [],
      };
    },
    checkGiftCardPayment: async (_root, { orderUuid }, ctx) => {
      // Before the lookup: guessing order ids costs attempts too.
      const limited = await consumeLimits(ctx.db, ctx.secrets.limitKey, [
        { limit: LIMITS.paymentCheckPerIp, key: ctx.clientIp },
        { limit: LIMITS.paymentCheckPerSession, key: ctx.session.hash },
        { limit: LIMITS.paymentCheckPerOrder, key: orderUuid },
      ]);
      if (!limited.allowed) return { order: null, errors: [tooManyAttemptsEntry('orderUuid')] };
      const order = await ownOrder(ctx.db, ctx, orderUuid);
      if (!order) {
        return { order: null, errors: [{ code: ErrorCode.UNKNOWN_CART_ITEM, message: 'This order is unknown', referencedRequestParameter: 'orderUuid' }] };
      }
      return { order: await placedOrderView(ctx, order.id), errors: await paymentErrors(ctx, order.id) };
    },
  },
  Mutation: {
    reorderPackages: async (_root, { input }, ctx) => cartPayload(ctx, await reorderPackages(ctx, input.orderUuid, input.packages)),
    placeOrder: async (_root, { input }, ctx) => {
      const limited = await consumeLimits(ctx.db, ctx.secrets.limitKey, [
        { limit: LIMITS.placeOrderPerIp, key: ctx.clientIp },
        { limit: LIMITS.placeOrderPerSession, key: ctx.session.hash },
      ]);
      if (!limited.allowed) return { order: null, errors: [tooManyAttemptsEntry('input.orderUuid')] };
      const result = await placeOrder(ctx, input);
      return { order: result.orderId ? await placedOrderView(ctx, result.orderId) : null, errors: result.errors };
    },
    addGiftCardPayment: async (_root, { input }, ctx) => {
      const limited = await consumeLimits(ctx.db, ctx.secrets.limitKey, [
        { limit: LIMITS.addPaymentPerIp, key: ctx.clientIp },
        { limit: LIMITS.addPaymentPerSession, key: ctx.session.hash },
      ]);
      if (!limited.allowed) return { action: null, payment: null, order: null, errors: [tooManyAttemptsEntry('input.orderUuid')] };
      const result = await addPayment(ctx, input);
      const order = result.orderId ? await placedOrderView(ctx, result.orderId) : null;
      return { action: result.action, payment: order?.payment ?? null, order, errors: result.errors };
    },
    discardOrder: async (_root, { orderUuid }, ctx) => {
      const result = await discardOrder(ctx, orderUuid);
      return { order: result.orderId ? await loadCartView(ctx, result.orderId) : null, errors: result.errors };
    },
    operatorMarkOrderPaid: async (_root, { orderUuid }, ctx) => {
      // An admin's (issue 19): it completes an order on invoice, so its cards are issued.
      let audit: AuditSource;
      try {
        audit = requireCapability(ctx, 'admin');
      } catch (error) {
        if (error instanceof ShopError) return { order: null, errors: [error.toEntry()] };
        throw error;
      }
      const result = await markOrderPaid(ctx, orderUuid, audit);
      return { order: result.orderId ? await placedOrderView(ctx, result.orderId) : null, errors: result.errors };
    },
    operatorRefund: async (_root, { input }, ctx) => {
      // The service desk's (support and admins; issue 33, ADR 0044): money goes back to the buyer; the
      // service does the rules, locks and audit.
      let audit: AuditSource;
      try {
        audit = requireCapability(ctx, 'support');
      } catch (error) {
        if (error instanceof ShopError) return { refund: null, errors: [error.toEntry()] };
        throw error;
      }
      const result = await refundOrder(ctx, {
        orderId: input.orderUuid ?? null,
        cardId: input.cardId ?? null,
        amountCents: input.amountCents ?? null,
        reason: input.reason,
        actor: audit,
      });
      const refund = result.refund;
      return {
        refund: refund ? refundAnswer(refund) : null,
        errors: result.errors,
      };
    },
    requestBusinessQuote: (_root, { input }, ctx) => requestBusinessQuote(ctx, input),
  },
};

export { MAX_PAYMENT_ATTEMPTS };
