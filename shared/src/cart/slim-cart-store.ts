import type { Client } from '@urql/core';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { eventBus } from '../events/event-bus';
import { graphql } from '../graphql/__generated__';
import type { CartQuantityQuery } from '../graphql/__generated__/graphql';

/**
 * The slim cart that feeds the basket badge (spec §3), as the query below selects it. The cart events
 * carry this shape: a team that changes the cart selects these fields of `slimCart` on its mutation's
 * answer (the compiler checks the emit), so the badge follows without a second request.
 */
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

/**
 * Wires the cart events to the store; returns the unsubscribe. The shell calls this once. The badge is
 * read once per page load; after that, each change brings the slim cart along in its event. Only a login
 * re-reads it (the account's saved cart may now be the visitor's).
 */
export function connectSlimCart(client: Client): () => void {
  void refreshSlimCart(client);
  const show = ({ cart }: { cart: SlimCart | null }) => slimCartStore.setState({ cart, status: 'ready' });
  const offs = [
    eventBus.on('checkout:cart-changed', show),
    eventBus.on('catalogue:cards-added', show),
    eventBus.on('account:logged-out', () => show({ cart: null })),
    eventBus.on('account:logged-in', () => void refreshSlimCart(client)),
  ];
  return () => {
    for (const off of offs) off();
  };
}
