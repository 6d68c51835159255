import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import type { PlacedOrder } from './checkout-query';
import { PLACED_ORDER_CONTEXT, PLACED_ORDER_QUERY, placedOrderVariables } from './placed-order-query';

/** A placed order as the API answers it: null when it is not this visitor's (or does not exist). */
export type PlacedOrderState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; placed: PlacedOrder | null };

/**
 * Reads a placed order by uuid, never from a cache (its payment moves on while the page is open).
 * Without a uuid there is nothing to read: ready, no order. Errors are the caller's to show (with a
 * retry that calls `reload`).
 */
export function usePlacedOrder(orderUuid: string | null): { state: PlacedOrderState; reload(): Promise<void> } {
  const client = useClient();
  const [state, setState] = useState<PlacedOrderState>(orderUuid ? { status: 'loading' } : { status: 'ready', placed: null });

  const load = useCallback(async () => {
    if (!orderUuid) return;
    setState({ status: 'loading' });
    const result = await client.query(PLACED_ORDER_QUERY, placedOrderVariables(orderUuid), PLACED_ORDER_CONTEXT).toPromise();
    const answer = result.data?.placedOrder;
    if (result.error || !answer) setState({ status: 'failed' });
    else setState({ status: 'ready', placed: answer.data });
  }, [client, orderUuid]);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, reload: load };
}
