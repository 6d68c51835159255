import { eventBus, leaveSiteWarning, resultErrorEntry, type ShopErrorEntry, useHref, useNavigate } from '@shop/shared';
import { useCallback, useState } from 'react';
import { useClient } from 'urql';
import type { ErrorEntry } from '../common/cart-query';
import { INVALID_INPUT } from '../common/api-errors';
import { redirectTo } from './browser-location';
import {
  ADD_PAYMENT_MUTATION,
  type AddPaymentInput,
  DISCARD_ORDER_MUTATION,
  PLACE_ORDER_MUTATION,
  type PlaceOrderInput,
  type PlacedOrder,
} from './checkout-query';

export type PlaceOutcome = { ok: true; order: PlacedOrder } | { ok: false; fieldErrors: ErrorEntry[] };
export type PayOutcome = { ok: true } | { ok: false; fieldErrors: ErrorEntry[] };

/** What the shopper chose on the payment step. */
export interface PaymentChoice {
  method: AddPaymentInput['method'];
  issuer?: string;
  blikCode?: string;
}

/** The payment input fields the payment step shows errors at. */
const PAYMENT_FIELDS = ['input.method', 'input.issuer', 'input.blikCode'];

export function showError(error: ErrorEntry | ShopErrorEntry): void {
  eventBus.emit('shell:error-requested', { error: { message: error.message, code: error.code, referencedRequestParameter: error.referencedRequestParameter ?? null } });
}

/** An answer without a payload: a connection failure ("Oh oh, es gibt eine Störung"), a GraphQL error, else the generic one. */
const networkError = (result: { error?: Parameters<typeof resultErrorEntry>[0] }) => resultErrorEntry(result.error);

/** The retry mode's `error` value for a shopper who came back from the provider's page without paying. */
export const RETURNED_FROM_PROVIDER = 'open';

/** The checkout's link to itself in retry mode (spec §2 query parameters `error` and `order`). */
export function retrySearch(error: string | number, orderUuid: string): string {
  return `?${new URLSearchParams({ error: String(error), order: orderUuid }).toString()}`;
}

/**
 * Placing the order and paying it (spec §7 "place order", "add {product} payment"). Both opt out of the
 * general error middleware: field errors go back to the form, refused payments (2035, 2036) to the
 * checkout's retry mode, everything else to the general error modal.
 */
export function usePayment() {
  const client = useClient();
  const navigate = useNavigate();
  const href = useHref();
  const [busy, setBusy] = useState(false);

  const placeOrder = useCallback(
    async (input: PlaceOrderInput): Promise<PlaceOutcome> => {
      setBusy(true);
      try {
        const result = await client.mutation(PLACE_ORDER_MUTATION, { input }, { handleErrors: false }).toPromise();
        const payload = result.data?.placeOrder;
        if (result.error || !payload) {
          showError(networkError(result));
          return { ok: false, fieldErrors: [] };
        }
        if (payload.errors.length > 0 || !payload.order) {
          const fieldErrors = payload.errors.filter((e) => e.code === INVALID_INPUT && e.referencedRequestParameter?.startsWith('input.'));
          const other = payload.errors.find((e) => !fieldErrors.includes(e));
          if (other) showError(other);
          else if (fieldErrors.length === 0) showError({ message: '', code: -1, referencedRequestParameter: null });
          return { ok: false, fieldErrors };
        }
        // The cart became an order: the basket (and its badge) is empty now.
        eventBus.emit('checkout:cart-changed', { cart: null, reason: 'checkout:order-placed' });
        return { ok: true, order: payload.order };
      } finally {
        setBusy(false);
      }
    },
    [client],
  );

  const pay = useCallback(
    async (orderUuid: string, choice: PaymentChoice): Promise<PayOutcome> => {
      const processing = href('paymentProcessing');
      const checkout = href('checkout');
      const input: AddPaymentInput = {
        orderUuid,
        method: choice.method,
        ...(choice.issuer ? { issuer: choice.issuer } : {}),
        ...(choice.blikCode ? { blikCode: choice.blikCode } : {}),
        returnPath: `${processing ?? ''}?order=${encodeURIComponent(orderUuid)}`,
      };
      setBusy(true);
      let leaving = false;
      try {
        const result = await client.mutation(ADD_PAYMENT_MUTATION, { input }, { handleErrors: false }).toPromise();
        const payload = result.data?.addGiftCardPayment;
        if (result.error || !payload) {
          showError(networkError(result));
          return { ok: false, fieldErrors: [] };
        }
        if (payload.errors.length > 0 || !payload.action) {
          const fieldErrors = payload.errors.filter((e) => e.code === INVALID_INPUT && PAYMENT_FIELDS.includes(e.referencedRequestParameter ?? ''));
          if (fieldErrors.length > 0) return { ok: false, fieldErrors };
          // The order is placed but not paid (refused 2035, too many attempts 2036, …): the checkout's
          // retry mode takes over, and a reload keeps it.
          const code = payload.errors[0]?.code ?? -1;
          if (checkout) navigate(`${checkout}${retrySearch(code, orderUuid)}`, { replace: true });
          return { ok: false, fieldErrors: [] };
        }
        const { action } = payload;
        if (action.type === 'REDIRECT' && action.url) {
          // The provider's page: no "leave site?" question on the way there, and the buttons stay busy.
          leaveSiteWarning.detach();
          leaving = true;
          redirectTo(action.url, checkout ? `${checkout}${retrySearch(RETURNED_FROM_PROVIDER, orderUuid)}` : undefined);
        } else if (action.type === 'AWAIT' || action.type === 'REDIRECT') {
          if (processing) navigate(`${processing}?order=${encodeURIComponent(orderUuid)}`);
        } else {
          const confirmation = href('confirmationOrder', { uuid: orderUuid });
          if (confirmation) navigate(confirmation);
        }
        return { ok: true };
      } finally {
        if (!leaving) setBusy(false);
      }
    },
    [client, href, navigate],
  );

  /** Leaving checkout after a failed payment: the order's cards go back into a basket (spec §4). */
  const discard = useCallback(
    async (orderUuid: string): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await client
          .mutation(DISCARD_ORDER_MUTATION, { orderUuid }, { handleErrors: false })
          .toPromise();
        const payload = result.data?.discardOrder;
        if (result.error || !payload) {
          showError(networkError(result));
          return false;
        }
        if (payload.errors[0]) {
          showError(payload.errors[0]);
          return false;
        }
        leaveSiteWarning.detach();
        // The order's cards are a basket again: its answer carries that basket's slim cart.
        eventBus.emit('checkout:cart-changed', { cart: payload.order?.slimCart ?? null, reason: 'checkout:order-discarded' });
        const basket = href('basket');
        if (basket) navigate(basket);
        return true;
      } finally {
        setBusy(false);
      }
    },
    [client, href, navigate],
  );

  return { busy, placeOrder, pay, discard };
}
