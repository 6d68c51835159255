import { renderInShop } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import { CheckoutRoot } from '../CheckoutRoot';
import { basketOrder } from '../testing/cart-fixtures';
import { TotalsList } from './TotalsList';

const money = (value: number) => ({ value, cents: Math.round(value * 100), currency: 'EUR' });

describe('TotalsList', () => {
  it('lists extras that cost something', () => {
    renderInShop(
      <CheckoutRoot>
        <TotalsList order={basketOrder()} />
      </CheckoutRoot>,
    );
    expect(screen.getByTestId('totals')).toHaveTextContent('Extras (Verpackung, Umschläge, Nachrichten)3,95 €');
  });

  it('shows no "Extras 0,00 €" line for free extras (a personal message) (issue 35)', () => {
    const order = basketOrder();
    renderInShop(
      <CheckoutRoot>
        <TotalsList order={{ ...order, groupedTotals: { ...order.groupedTotals, extra: { qty: 1, price: money(0) } } }} />
      </CheckoutRoot>,
    );
    expect(screen.getByTestId('totals')).not.toHaveTextContent('Extras');
  });
});
