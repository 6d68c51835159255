import { hydrateInShop } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { SortSelect } from './SortSelect';

describe('SortSelect on a server-rendered list (issue 36)', () => {
  it('follows an order chosen before the page was interactive', async () => {
    const onChange = jest.fn();
    await hydrateInShop(
      <IntlProvider locale="en">
        <SortSelect value="relevance" onChange={onChange} />
      </IntlProvider>,
      {
        beforeHydration: (container) => {
          (container.querySelector('select') as HTMLSelectElement).value = 'price-asc';
        },
      },
    );
    expect(onChange).toHaveBeenCalledWith('price-asc');
  });

  it('does nothing when the order was left as the server rendered it', async () => {
    const onChange = jest.fn();
    await hydrateInShop(
      <IntlProvider locale="en">
        <SortSelect value="name-asc" onChange={onChange} />
      </IntlProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name-asc');
    expect(onChange).not.toHaveBeenCalled();
  });
});
