import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, answeringClient, renderInShop, testStorefront } from '@shop/shared/testing';
import { pageMetaStore } from '@shop/shared';
import { LocationProbe } from '../testing/LocationProbe';
import { category, mockViewport, preloadMessages, productCards, resetViewport } from '../testing/fixtures';
import { CATEGORY_PRODUCTS_QUERY, CATEGORY_QUERY } from './category-query';
import CategoryPage from './CategoryPage';
import { categoryMessages } from './messages';

/** Issue 35: the category page sorts its cards in the API, in the order of its URL. */
const WINE = productCards(30, 'wein');

beforeAll(() => preloadMessages(categoryMessages));
afterEach(resetViewport);

function renderCategory(path: string) {
  mockViewport(375);
  const client = answeringClient({
    ...answer(CATEGORY_QUERY, { category: { ...category('wein', { title: 'Wein' }), topList: WINE.slice(0, 4), metadata: null }, categories: [category('wein')] }),
    ...answer(CATEGORY_PRODUCTS_QUERY, ({ paging }: Record<string, unknown>) => {
      const { itemsPerPage, pageNumber } = paging as { itemsPerPage: number; pageNumber: number };
      return { products: { total: 30, pageNumber, itemsPerPage, pageCount: 2, items: WINE.slice((pageNumber - 1) * itemsPerPage, pageNumber * itemsPerPage) } };
    }),
  });
  renderInShop(
    <>
      <CategoryPage routeKey="category" params={{ url: 'wein' }} />
      <LocationProbe />
    </>,
    { client, path, config: testStorefront('de') },
  );
  return () => client.calls.filter((c) => c.name === 'CatalogueCategoryProducts');
}

describe('sorting a category page', () => {
  it('a category asks in the URL’s order and keeps it in its paging links; its canonical is the plain list', async () => {
    const calls = renderCategory('/kategorie/wein/?sort=price-desc');
    expect(await screen.findByRole('combobox', { name: 'Sortieren nach' })).toHaveValue('price-desc');
    await screen.findByText('30 Geschenkkarten');
    expect(calls()[0]?.variables).toEqual({ pageId: 'cbde-cat-wein', paging: { itemsPerPage: 16, pageNumber: 1 }, sort: 'PRICE_DESC' });
    expect(screen.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('href', '/kategorie/wein/2/?sort=price-desc');
    expect(pageMetaStore.getState().meta.canonicalPath).toBe('/kategorie/wein/');
  });

  it('a category’s menu puts the order into the URL, page 1; the list’s own order is the URL without it', async () => {
    const user = userEvent.setup();
    const calls = renderCategory('/kategorie/wein/');
    const select = await screen.findByRole('combobox', { name: 'Sortieren nach' });
    await screen.findByText('30 Geschenkkarten');
    expect(calls()[0]?.variables).not.toHaveProperty('sort');
    await user.selectOptions(select, 'Name A–Z');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/kategorie\/wein\/\?sort=name-asc$/);
    expect(calls().at(-1)?.variables).toMatchObject({ sort: 'NAME_ASC' });
    await user.selectOptions(select, 'Beliebtheit');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/kategorie\/wein\/$/);
  });

});
