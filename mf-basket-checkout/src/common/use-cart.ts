import { entryFromGraphQLError, eventBus, type ShopErrorEntry, mountsOnServerDocument, slimCartStore } from '@shop/shared';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { type AnyVariables, useClient, useQuery } from 'urql';
import {
  CART_QUERY,
  type CartOrder,
  type CartPayload,
  type CartReceiverInput,
  DELETE_PACKAGE_GROUP_MUTATION,
  type DeliveryMode,
  type ErrorEntry,
  RESET_RECEIVER_MUTATION,
  SET_DELIVERY_DATE_MUTATION,
  SET_DELIVERY_MODE_MUTATION,
  UPDATE_PACKAGE_MUTATION,
  UPDATE_RECEIVER_MUTATION,
  type UpdateGiftCardPackageInput,
} from './cart-query';
import { UNKNOWN_PACKAGE_OR_RECEIVER } from './api-errors';
import { allPackages, trackViewCart } from './tracking';

export type CartStatus = 'loading' | 'ready' | 'failed';

/** What a mutation ended with. `fieldErrors`: the errors the calling form said it shows itself. */
export type MutationOutcome = { ok: true; order: CartOrder } | { ok: false; fieldErrors: ErrorEntry[] };

export interface MutationOptions {
  /** The form shows errors about these parameters at its fields; the others go to the error modal. */
  fields?: (parameter: string) => boolean;
}

export interface CartApi {
  status: CartStatus;
  order: CartOrder | null;
  /**
   * A mutation is running, or the server-rendered page is not interactive yet (spec §4: buttons wait
   * for the client; a click before would be lost): every control is disabled meanwhile.
   */
  busy: boolean;
  reload(): Promise<void>;
  updatePackage(input: UpdateGiftCardPackageInput, reason: string, options?: MutationOptions): Promise<MutationOutcome>;
  deletePackageGroup(shipmentTag: string, packageId: string | null): Promise<MutationOutcome>;
  updateReceiver(input: CartReceiverInput, options?: MutationOptions): Promise<MutationOutcome>;
  resetReceiver(shipmentTag: string): Promise<MutationOutcome>;
  setDeliveryDate(shipmentTag: string, scheduledAt: string | null, options?: MutationOptions): Promise<MutationOutcome>;
  setDeliveryMode(mode: DeliveryMode): Promise<MutationOutcome>;
}

/** Whether the badge shows something else than this cart (another tab changed it, say). */
function badgeDiffers(order: CartOrder | null): boolean {
  const badge = slimCartStore.getState();
  if (badge.status === 'loading') return false;
  return (badge.cart?.totalQuantity ?? 0) !== (order?.slimCart.totalQuantity ?? 0) || (badge.cart?.id ?? null) !== (order?.id ?? null);
}

/**
 * The basket's cart: read with cartV2 (never from a cache; the page's first read from the server's
 * render) and replaced by the order every mutation answers. Mutations opt out of the shared error
 * middleware because two kinds of error need other handling: 2003 (the package or receiver is gone,
 * e.g. deleted in another tab) only re-reads the cart, and field errors of a form go to its fields.
 * Everything else is handed to the general error modal through the same `shell:error-requested`
 * event the middleware uses. Every answer carries the badge's slim cart, handed on in
 * `checkout:cart-changed`: the badge needs no request of its own.
 */
export function useCartState(options: { trackView?: boolean } = {}): CartApi {
  const trackView = options.trackView ?? true;
  const client = useClient();
  // A server-rendered page reads its cart with the page's query: on the server (the page is the
  // visitor's own, rendered with its cookie) and, while the page hydrates, from the server's answer in
  // the HTML. So the server renders the basket and the checkout themselves, not their skeletons, and
  // the browser only hydrates them (issue 37: no second render of the whole form after a round trip).
  // Rendered after a client navigation, the page reads the cart from the API (reload below), never
  // from an answer the HTML had: the basket may have changed since.
  const [fromHtml] = useState(mountsOnServerDocument);
  // The server's controls are disabled (spec §4: buttons wait for the client, a click before would be
  // lost); they come alive after hydration, in a transition React renders in slices, not in one task.
  const [interactive, setInteractive] = useState(!fromHtml);
  useEffect(() => {
    if (!interactive) startTransition(() => setInteractive(true));
  }, [interactive]);
  const [first] = useQuery({ query: CART_QUERY, variables: {}, pause: !fromHtml, context: useMemo(() => ({ handleErrors: false }), []) });
  const firstAnswer = first.data?.cartV2;
  const firstStatus: CartStatus =
    !fromHtml || first.fetching || (!first.data && !first.error) ? 'loading' : first.error || !firstAnswer || firstAnswer.errors.length > 0 ? 'failed' : 'ready';
  const firstOrder = firstStatus === 'ready' ? (firstAnswer?.data ?? null) : null;
  const [status, setStatus] = useState<CartStatus>(firstStatus);
  const [order, setOrder] = useState<CartOrder | null>(firstOrder);
  const [busy, setBusy] = useState(false);
  const tracked = useRef(false);
  const adopted = useRef(false);

  /** What a fresh read of the cart brings along: the basket's view event once, and the badge in line. */
  const settled = useCallback(
    (read: CartOrder | null) => {
      if (trackView && read && !tracked.current && allPackages(read).length > 0) {
        tracked.current = true;
        trackViewCart(read);
      }
      // Another tab may have changed the cart: bring the badge in line with what the basket shows.
      if (badgeDiffers(read)) eventBus.emit('checkout:cart-changed', { cart: read?.slimCart ?? null, reason: 'basket:synced' });
    },
    [trackView],
  );

  const reload = useCallback(async () => {
    setStatus('loading');
    const result = await client
      .query(CART_QUERY, {}, { requestPolicy: 'network-only', handleErrors: false })
      .toPromise();
    const answer = result.data?.cartV2;
    if (result.error || !answer || answer.errors.length > 0) {
      setStatus('failed');
      return;
    }
    setOrder(answer.data);
    setStatus('ready');
    settled(answer.data);
  }, [client, settled]);

  useEffect(() => {
    if (adopted.current) return;
    if (!fromHtml) {
      adopted.current = true;
      void reload();
    } else if (firstStatus !== 'loading') {
      // The server's read, handed over once it has answered (at once: it came with the HTML).
      adopted.current = true;
      setStatus(firstStatus);
      setOrder(firstOrder);
      if (firstStatus === 'ready') settled(firstOrder);
    }
  }, [fromHtml, firstStatus, firstOrder, reload, settled]);

  const run = useCallback(
    async <Data, Variables extends AnyVariables>(
      document: string & DocumentTypeDecoration<Data, Variables>,
      variables: Variables,
      payloadOf: (data: Data) => CartPayload | null,
      reason: string,
      options: MutationOptions = {},
    ): Promise<MutationOutcome> => {
      setBusy(true);
      try {
        const result = await client.mutation(document, variables, { handleErrors: false }).toPromise();
        const payload = result.data ? payloadOf(result.data) : null;
        if (result.error || !payload) {
          const gqlError = result.error?.graphQLErrors[0];
          showError(entryFromGraphQLError(gqlError ?? { message: '', extensions: { code: -1 } }));
          return { ok: false, fieldErrors: [] };
        }
        if (payload.errors.length > 0) {
          if (payload.errors.some((e) => e.code === UNKNOWN_PACKAGE_OR_RECEIVER)) {
            // reload() brings the badge along when it differs.
            await reload();
            return { ok: false, fieldErrors: [] };
          }
          const known = options.fields;
          const fieldErrors = known ? payload.errors.filter((e) => e.referencedRequestParameter && known(e.referencedRequestParameter)) : [];
          const other = payload.errors.find((e) => !fieldErrors.includes(e));
          if (other) showError(other);
          return { ok: false, fieldErrors };
        }
        if (!payload.order) {
          await reload();
          return { ok: false, fieldErrors: [] };
        }
        eventBus.emit('checkout:cart-changed', { cart: payload.order.slimCart, reason: `basket:${reason}` });
        setOrder(payload.order);
        return { ok: true, order: payload.order };
      } finally {
        setBusy(false);
      }
    },
    [client, reload],
  );

  return {
    status,
    order,
    busy: busy || !interactive,
    reload,
    updatePackage: (input, reason, options) => run(UPDATE_PACKAGE_MUTATION, { input }, (data) => data.updateGiftCardPackage, reason, options),
    deletePackageGroup: (shipmentTag, packageId) =>
      run(
        DELETE_PACKAGE_GROUP_MUTATION,
        packageId ? { shipmentTag, packageId } : { shipmentTag },
        (data) => data.deleteGiftCardPackageGroup,
        packageId ? 'delete-package' : 'delete-receiver',
      ),
    updateReceiver: (input, options) => run(UPDATE_RECEIVER_MUTATION, { input }, (data) => data.updateCartReceiver, 'update-receiver', options),
    resetReceiver: (shipmentTag) => run(RESET_RECEIVER_MUTATION, { shipmentTag }, (data) => data.resetCartReceiver, 'reset-receiver'),
    setDeliveryDate: (shipmentTag, scheduledAt, options) =>
      run(SET_DELIVERY_DATE_MUTATION, { shipmentTag, scheduledAt }, (data) => data.setShipmentDeliveryDate, 'delivery-date', options),
    setDeliveryMode: (mode) => run(SET_DELIVERY_MODE_MUTATION, { mode }, (data) => data.setCartDeliveryMode, 'delivery-mode'),
  };
}

function showError(error: ErrorEntry | ShopErrorEntry): void {
  eventBus.emit('shell:error-requested', { error: { message: error.message, code: error.code, referencedRequestParameter: error.referencedRequestParameter ?? null } });
}

export const CartContext = createContext<CartApi | null>(null);

export function useCart(): CartApi {
  const api = useContext(CartContext);
  if (!api) throw new Error('useCart() must be used inside the basket');
  return api;
}
