/**
 * Placing an order (issue 7): the cart becomes a PENDING order with its customer, placement and
 * frozen total, in one transaction that locks the cart row; and the visitor's own placed order.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { addressCountry, checkoutDetailsSchema } from '@shop/shared/validation';
import { issueEntries } from '../common/input-errors';
import { type OrderRow, orderShipments, orders } from '../../db/cart-schema';
import { type OrderCustomer, users } from '../../db/order-schema';
import { ErrorCode } from '../../errors';
import { priceCart } from '../cart/cart-pricing';
import { entry, fail, runRules } from '../common/rule-errors';
import { type Transaction, isUuid, findCartId, loadCartRows, loadCatalogueInfo, loadPricing, lockCart } from '../cart/cart-store';
import { insertOrderPlacement } from './order-number';
import { hashPassword, isCommonPassword } from '../user/passwords';
import { USER_MESSAGES, checkoutProfile, loadStores, registerOrTell } from '../user/user-service';
import { crashPointEnabled } from '../../config/mode';
import { visitorOwns } from './account-orders';
import { recordPlacementSignals } from '../fraud/screening';
import { type ChangeResult, ORDER_MESSAGES, type OrderContext } from './order-shared';

/** The checkout form (the GraphQL input of the same name satisfies it; a resolver passes `args.input`). */
export interface PlaceOrderInput {
  /** The cart to place (the visitor's). */
  orderUuid: string;
  customerType: 'BUSINESS' | 'PRIVATE';
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmation: string;
  phone?: { dialCode: string; number: string } | null;
  address: { countryCode: string; postCode: string; houseNumber: string; suffix?: string | null; street: string; city: string };
  /** Business customers. */
  companyName?: string | null;
  kvkNumber?: string | null;
  vatNumber?: string | null;
  referenceNumber?: string | null;
  invoiceEmail?: string | null;
  termsAccepted: boolean;
  newsletter?: boolean | null;
  /** Guests: create an account with this order (password required then). */
  createAccount?: boolean | null;
  password?: string | null;
  /** Physical receivers without an address get the customer's address. */
  shipToCustomerAddress?: boolean | null;
}

/**
 * The visitor's placed order (any status but CART) in this storefront: placed by this session or the
 * logged-in account's (account-orders.ts `visitorOwns`); null
 * for another visitor's order, an unknown id or a malformed one (checked before any query). The
 * confirmation page's status (http/page-status.ts) asks this too, so the server's 404 and the
 * `placedOrder` answer cannot disagree.
 */
export async function ownOrder(
  db: Transaction | OrderContext['db'],
  ctx: Pick<OrderContext, 'session' | 'scope'>,
  orderUuid: string,
): Promise<OrderRow | null> {
  const owned = visitorOwns(ctx.session);
  if (!owned || !isUuid(orderUuid)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderUuid.toLowerCase()), owned, eq(orders.storefrontKey, ctx.scope.storefront.key), ne(orders.status, 'CART')));
  return row ?? null;
}

// ─── place order ─────────────────────────────────────────────────────────────────────────────────

export async function placeOrder(ctx: OrderContext, input: PlaceOrderInput): Promise<ChangeResult> {
  const parsed = v.safeParse(checkoutDetailsSchema, {
    customerType: input.customerType,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    emailConfirmation: input.emailConfirmation,
    phone: input.phone ?? null,
    address: input.address,
    companyName: input.companyName,
    kvkNumber: input.kvkNumber,
    vatNumber: input.vatNumber,
    referenceNumber: input.referenceNumber,
    invoiceEmail: input.invoiceEmail,
    termsAccepted: input.termsAccepted,
    newsletter: input.newsletter ?? null,
    createAccount: input.createAccount ?? null,
    password: input.password ?? null,
  });
  if (!parsed.success) return { orderId: null, errors: issueEntries(parsed.issues, ErrorCode.INVALID_CART_INPUT) };
  const details = parsed.output;
  const store = ctx.scope.storefront;
  const owner = { storefrontKey: store.key, sessionHash: ctx.session.hash };
  // "Create an account with this order" (a guest only): the password rules of registering, and the
  // hashing (slow on purpose) never while the cart's row is locked.
  const newAccount = details.createAccount && details.password && !ctx.session.userId ? details.password : null;
  if (newAccount && isCommonPassword(newAccount)) return { orderId: null, errors: [entry(ErrorCode.COMMON_PASSWORD, USER_MESSAGES.commonPassword, 'input.password')] };
  const passwordHash = newAccount ? await hashPassword(newAccount) : null;
  const stores = passwordHash ? await loadStores(ctx) : null;

  return runRules<ChangeResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        const cartId = await findCartId(tx, owner, input.orderUuid);
        if (!cartId) throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.emptyCart, 'input.orderUuid');
        const order = await lockCart(tx, cartId);
        const rows = await loadCartRows(tx, cartId);
        if (!rows || order.status !== 'CART' || rows.packages.length === 0) throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.emptyCart, 'input.orderUuid');
        const info = await loadCatalogueInfo(
          tx,
          store.key,
          rows.packages.map((p) => p.variationId),
        );
        if (rows.packages.some((p) => !info.get(p.variationId)?.inStock)) throw fail(ErrorCode.OUT_OF_STOCK, ORDER_MESSAGES.outOfStock, 'input.orderUuid');

        const customerName = { firstName: details.firstName, lastName: details.lastName };
        const address = details.address;
        // Receivers the shopper did not name: digital cards go to the customer, cards by post to the
        // customer's address when the shopper chose so.
        for (const shipment of rows.shipments) {
          if (shipment.deliveryType === 'DIGITAL' && !shipment.email) {
            await tx
              .update(orderShipments)
              .set({ ...customerName, email: details.email.toLowerCase() })
              .where(eq(orderShipments.id, shipment.id));
          }
          if (shipment.deliveryType === 'PHYSICAL' && !shipment.address) {
            if (!input.shipToCustomerAddress) throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.receiverAddress, 'input.shipToCustomerAddress');
            await tx
              .update(orderShipments)
              .set({
                ...customerName,
                address: {
                  countryCode: address.countryCode,
                  postCode: address.postCode,
                  houseNumber: address.houseNumber,
                  street: address.street,
                  city: address.city,
                  ...(address.suffix ? { suffix: address.suffix } : {}),
                  ...('companyName' in details && details.companyName ? { companyName: details.companyName } : {}),
                },
              })
              .where(eq(orderShipments.id, shipment.id));
          }
        }

        // A logged-in customer's order is the account's. A new account is registered like any other
        // (issue 16): unconfirmed, with the confirmation mail, or a mail to the owner of a known
        // address; the answer never says which. This order joins it once the address is confirmed.
        const userId: string | null = ctx.session.userId;

        const refreshed = await loadCartRows(tx, cartId);
        const pricing = await loadPricing(tx, store.key);
        const priced = priceCart(refreshed ?? rows, info, pricing, addressCountry(store.countryCode));
        const customer: OrderCustomer = {
          customerType: details.customerType,
          ...customerName,
          email: details.email.toLowerCase(),
          ...(details.phone ? { phoneNumber: `${details.phone.dialCode} ${details.phone.number}` } : {}),
          ...(details.customerType === 'BUSINESS'
            ? {
                companyName: details.companyName,
                ...(details.kvkNumber ? { kvkNumber: details.kvkNumber } : {}),
                ...(details.vatNumber ? { vatNumber: details.vatNumber } : {}),
                ...(details.referenceNumber ? { referenceNumber: details.referenceNumber } : {}),
                ...(details.invoiceEmail ? { invoiceEmail: details.invoiceEmail.toLowerCase() } : {}),
              }
            : {}),
          address: {
            countryCode: address.countryCode,
            postCode: address.postCode,
            houseNumber: address.houseNumber,
            street: address.street,
            city: address.city,
            ...(address.suffix ? { suffix: address.suffix } : {}),
          },
          createAccount: !!passwordHash,
          newsletter: !!details.newsletter,
        };
        // Spec §3 CustomerProfile: the account carries the customer's details and billing address of
        // its last checkout (getUserInfo's mainProfile.address). Only the logged-in customer's own
        // account, or an account this order creates: never an existing account of the address typed.
        if (passwordHash && stores) {
          await registerOrTell(
            ctx,
            stores,
            { email: customer.email, passwordHash, ...customerName, subscribed: !!details.newsletter, profile: checkoutProfile(customer) },
            tx,
          );
        }
        if (userId) await tx.update(users).set({ profile: checkoutProfile(customer), updatedAt: ctx.now }).where(eq(users.id, userId));
        await insertOrderPlacement(tx, {
          orderId: cartId,
          customer,
          grandTotalCents: priced.grandTotalCents,
          currency: priced.currency,
        }, { storeId: store.storeId, now: ctx.now });
        // What fraud screening will count this order by (ADR 0043), before the session id rotates: the
        // browser's long-lived id (else this session), the address and its /64, the e-mail.
        await recordPlacementSignals(tx, ctx.secrets.limitKey, {
          orderId: cartId,
          storefrontKey: store.key,
          email: customer.email,
          clientIp: ctx.clientIp ?? null,
          deviceId: ctx.rolloutVisitor ?? null,
          sessionHash: ctx.session.hash,
          at: ctx.now,
        });
        await tx
          .update(orders)
          .set({
            status: 'PENDING',
            userId,
            billingAddress: {
              firstName: customer.firstName,
              lastName: customer.lastName,
              customerType: customer.customerType,
              companyName: customer.companyName ?? null,
              countryCode: address.countryCode,
              postCode: address.postCode,
              houseNumber: address.houseNumber,
              suffix: address.suffix ?? null,
              street: address.street,
              city: address.city,
              email: customer.email,
              invoiceEmail: customer.invoiceEmail ?? null,
              phoneNumber: customer.phoneNumber ?? null,
              referenceNumber: customer.referenceNumber ?? null,
              kvkNumber: customer.kvkNumber ?? null,
            },
            updatedAt: sql`now()`,
            revision: sql`${orders.revision} + 1`,
          })
          .where(eq(orders.id, cartId));
        // A new session id once the visitor has an order (OWASP: rotate at privilege change): a
        // session id seen before placing cannot follow the order's payment and cards.
        await ctx.session.rotate(tx);
        // Crash drill for the "a killed API leaves no half order" test: die inside the transaction.
        if (crashPointEnabled('place-order')) process.kill(process.pid, 'SIGKILL');
        return { orderId: cartId, errors: [] };
      }),
    (errors) => ({ orderId: null, errors }),
  );
}
