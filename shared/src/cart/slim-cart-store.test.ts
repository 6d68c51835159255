import { act } from '@testing-library/react';
import { answer, answeringClient } from '../testing';
import { eventBus } from '../events/event-bus';
import { CART_QUANTITY_QUERY, connectSlimCart, type SlimCart, slimCartStore } from './slim-cart-store';

const cart = (cards: number): SlimCart => ({
  id: 'order-1', packageIds: ['p1'], cardQty: cards, variationQty: 1, totalQuantity: cards, packagesGroups: [{ packageIds: ['p1'] }],
});

const readsOf = (client: ReturnType<typeof answeringClient>) => client.calls.filter((c) => c.name === 'CartQuantity').length;

describe('the badge store follows the cart events without reading the cart again', () => {
  let client: ReturnType<typeof answeringClient>;
  let disconnect: () => void;

  beforeEach(async () => {
    slimCartStore.setState({ cart: null, status: 'idle' });
    client = answeringClient(answer(CART_QUANTITY_QUERY, { cartQuantity: cart(1) }));
    await act(async () => {
      disconnect = connectSlimCart(client);
    });
  });
  afterEach(() => disconnect());

  it('reads the slim cart once per page load', () => {
    expect(readsOf(client)).toBe(1);
    expect(slimCartStore.getState()).toEqual({ cart: cart(1), status: 'ready' });
  });

  it("takes the cart from checkout:cart-changed and catalogue:cards-added, with no request", () => {
    eventBus.emit('checkout:cart-changed', { cart: cart(3), reason: 'basket:quantity' });
    expect(slimCartStore.getState().cart?.totalQuantity).toBe(3);
    eventBus.emit('catalogue:cards-added', { productId: 'apple', quantity: 2, cart: cart(5) });
    expect(slimCartStore.getState().cart?.totalQuantity).toBe(5);
    eventBus.emit('checkout:cart-changed', { cart: null, reason: 'checkout:order-placed' });
    expect(slimCartStore.getState().cart).toBeNull();
    expect(readsOf(client)).toBe(1);
  });

  it('empties on logout and re-reads on login (the account may bring its saved cart)', async () => {
    eventBus.emit('account:logged-out', {});
    expect(slimCartStore.getState().cart).toBeNull();
    await act(async () => eventBus.emit('account:logged-in', { email: 'kim@example.com' }));
    expect(readsOf(client)).toBe(2);
    expect(slimCartStore.getState().cart).toEqual(cart(1));
  });

  it('stops listening once disconnected', () => {
    disconnect();
    eventBus.emit('checkout:cart-changed', { cart: cart(9), reason: 'basket:quantity' });
    expect(slimCartStore.getState().cart).toEqual(cart(1));
  });
});
