import type { Client } from '@urql/core';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { eventBus } from '../events/event-bus';
import { graphql } from '../graphql/__generated__';
import type { CartQuantityQuery } from '../graphql/__generated__/graphql';

/** The slim cart that feeds the basket badge (spec §3), as the query below selects it. */
export type SlimCart = NonNullable<CartQuantityQuery['cartQuantity']>;

export interface SlimCartState {
  cart: SlimCart | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export const CART_QUANTITY_QUERY = graphql(/* GraphQL */ `
  query CartQuantity($orderUuid: String) {
    cartQuantity(orderUuid: $orderUuid) {
      id
      packageIds
      cardQty
      variationQty
      totalQuantity
      packagesGroups { packageIds }
    }
  }
`).toString();

/** One store for the page: it lives in the shared singleton module like the event bus. */
export const slimCartStore = createStore<SlimCartState>(() => ({ cart: null, status: 'idle' }));

export function useSlimCart<T>(selector: (state: SlimCartState) => T): T {
  return useStore(slimCartStore, selector);
}

export function basketQuantity(state: SlimCartState): number {
  return state.cart?.totalQuantity ?? 0;
}

/** Re-reads the slim cart; the cart is never read from a cache. */
export async function refreshSlimCart(client: Client): Promise<void> {
  slimCartStore.setState({ status: 'loading' });
  const result = await client
    .query(CART_QUANTITY_QUERY, {}, { requestPolicy: 'network-only' })
    .toPromise();
  if (result.error) {
    slimCartStore.setState({ status: 'error' });
    return;
  }
  slimCartStore.setState({ cart: result.data?.cartQuantity ?? null, status: 'ready' });
}

/** Wires `cart:changed` to a refresh; returns the unsubscribe. The shell calls this once. */
export function connectSlimCart(client: Client): () => void {
  void refreshSlimCart(client);
  return eventBus.on('cart:changed', () => {
    void refreshSlimCart(client);
  });
}
