import { useLocation, useNavigate } from '@shop/shared';
import { hydrateInShop } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { ListSort } from './list-params';
import { SortSelect } from './SortSelect';

/** The list page's use of the select: the order is the URL, a choice navigates there. */
function ListWithSort() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const value = (new URLSearchParams(search).get('sort') ?? 'relevance') as ListSort;
  return (
    <>
      <SortSelect value={value} onChange={(sort) => navigate(`/?sort=${sort}`)} />
      <output data-testid="search">{search}</output>
    </>
  );
}

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

  it("navigates to an order chosen before the page was interactive (react-router refuses a navigation made in a child component's layout effect)", async () => {
    await hydrateInShop(
      <IntlProvider locale="en">
        <ListWithSort />
      </IntlProvider>,
      {
        beforeHydration: (container) => {
          (container.querySelector('select') as HTMLSelectElement).value = 'price-asc';
        },
      },
    );
    expect(await screen.findByText('?sort=price-asc')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
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
