import { act, screen } from '@testing-library/react';
import { eventBus, slimCartStore } from '@shop/shared';
import { renderInShop, testStorefront } from '@shop/shared/testing';
import BasketPage from './BasketPage';

afterEach(() => slimCartStore.setState({ cart: null, status: 'idle' }));

describe('BasketPage', () => {
  it('asks for a cart refresh when opened', () => {
    const listener = jest.fn();
    const off = eventBus.on('cart:changed', listener);
    renderInShop(<BasketPage routeKey="basket" params={{}} />, { path: '/warenkorb/' });
    expect(listener).toHaveBeenCalledWith({ reason: 'basket-opened' });
    off();
  });

  it('shows the empty basket in Dutch with a link home', () => {
    renderInShop(<BasketPage routeKey="basket" params={{}} />, { config: testStorefront('nl'), path: '/winkelmandje/' });
    expect(screen.getByText('Je winkelmandje is leeg.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verder winkelen' })).toHaveAttribute('href', '/');
  });

  it('follows the shared slim cart', () => {
    renderInShop(<BasketPage routeKey="basket" params={{}} />, { path: '/warenkorb/' });
    act(() => {
      slimCartStore.setState({
        status: 'ready',
        cart: { id: 'c1', packageIds: ['p1'], cardQty: 2, variationQty: 1, totalQuantity: 2, packagesGroups: [] },
      });
    });
    expect(screen.getByTestId('basket-summary')).toHaveTextContent('2 Geschenkkarten im Warenkorb');
  });
});
