/**
 * How a placed order is read (the checkout's retry, the payment processing page, the confirmation and
 * the confirmation route's loader): one document, one way to ask. A module of its own, so that the
 * confirmation's route module (part of the remote's first load) carries this document and not all of
 * the checkout's.
 */
import { graphql } from '../graphql/__generated__';

/** The checkout (retry), the payment processing page and the confirmation read a placed order with this. */
export const PLACED_ORDER_QUERY = graphql(/* GraphQL */ `
  query CheckoutPlacedOrder($orderUuid: String!) {
    placedOrder(orderUuid: $orderUuid) { data { ...CheckoutPlacedOrder } errors { ...BasketError } }
  }
`).toString();

export function placedOrderVariables(orderUuid: string): { orderUuid: string } {
  return { orderUuid };
}

/**
 * Never from a cache (its payment moves on while the page is open), and its errors are the caller's to
 * show (the page's retry), not the shell's error dialog.
 */
export const PLACED_ORDER_CONTEXT = { requestPolicy: 'network-only', handleErrors: false } as const;
