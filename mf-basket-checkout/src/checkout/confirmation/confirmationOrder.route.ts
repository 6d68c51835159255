import { defineRoute } from '@shop/shared';
import { ConfirmationPage } from './confirmation-page';

/** The thank-you page of one order by its id (only the visitor who placed it sees it; anyone else gets a 404). */
export default defineRoute({
  key: 'confirmationOrder',
  component: ConfirmationPage,
  chunk: 'checkout-confirmation',
  perVisitor: true,
  maxJsGzipBytes: 39_000,
  // The page's order query, asked as the page asks it (usePlacedOrder): the API answers an order only
  // to the visitor who placed it, so null (another visitor's order, a made-up or malformed id) is a 404.
  // The page reads it again (never from a cache: its payment moves on while the page is open).
  loader: async ({ client, params }) => {
    if (!params.uuid) return { status: 404 };
    const { PLACED_ORDER_CONTEXT, PLACED_ORDER_QUERY, placedOrderVariables } = await import('../placed-order-query');
    const result = await client.query(PLACED_ORDER_QUERY, placedOrderVariables(params.uuid), PLACED_ORDER_CONTEXT).toPromise();
    // A network error is not "not found": the page shows its own error state (with a retry).
    return result.data?.placedOrder.data || result.error?.networkError ? { status: 200 } : { status: 404 };
  },
});
