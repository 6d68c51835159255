import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageMetaStore } from '@shop/shared';
import { answer, answeringClient, renderInShop, testStorefront } from '@shop/shared/testing';
import { CATEGORY_PRODUCTS_QUERY, CATEGORY_QUERY } from '../../categories/category-query';
import CategoryPage from '../../categories/CategoryPage';
import { categoryMessages } from '../../categories/messages';
import { occasionMessages } from '../../occasions/messages';
import { OCCASION_QUERY } from '../../occasions/occasion-query';
import OccasionPage from '../../occasions/OccasionPage';
import { LocationProbe } from '../../testing/LocationProbe';
import { category, mockViewport, occasion, preloadMessages, productCards, resetViewport } from '../../testing/fixtures';

/** Issue 35: the category and occasion pages sort their cards in the API, in the order of their URL. */
const WINE = productCards(30, 'wein');

beforeAll(() => Promise.all([preloadMessages(categoryMessages), preloadMessages(occasionMessages)]));
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

function renderOccasion(path: string) {
  const client = answeringClient({
    ...answer(OCCASION_QUERY, { occasion: { ...occasion('geburtstag'), title: 'Geburtstag', products: productCards(3), metadata: null }, occasions: [] }),
  });
  renderInShop(
    <>
      <OccasionPage routeKey="occasion" params={{ product: 'geburtstag' }} />
      <LocationProbe />
    </>,
    { client, path, config: testStorefront('de') },
  );
  return () => client.calls.filter((c) => c.name === 'CatalogueOccasion');
}

describe('sorting category and occasion pages', () => {
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

  it('an occasion asks in the URL’s order, and its menu changes the URL', async () => {
    const user = userEvent.setup();
    const calls = renderOccasion('/anlaesse/geburtstag/?sort=price-asc');
    const select = await screen.findByRole('combobox', { name: 'Sortieren nach' });
    expect(select).toHaveValue('price-asc');
    expect(calls()[0]?.variables).toEqual({ path: 'geburtstag', limit: 48, sort: 'PRICE_ASC' });
    await user.selectOptions(select, 'Preis absteigend');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/anlaesse\/geburtstag\/\?sort=price-desc$/);
    expect(calls().at(-1)?.variables).toEqual({ path: 'geburtstag', limit: 48, sort: 'PRICE_DESC' });
  });
});
