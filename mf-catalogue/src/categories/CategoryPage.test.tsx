import { screen, within } from '@testing-library/react';
import { answer, answeringClient, answerNotYet, renderInShop, testStorefront } from '@shop/shared/testing';
import { category, mockViewport, preloadMessages, productCards, resetViewport } from '../testing/fixtures';
import { expectCatalogueSkeleton } from '../testing/skeleton';
import CategoriesPage from './CategoriesPage';
import CategoryPage from './CategoryPage';
import { categoryMessages } from './messages';
import { ALL_CATEGORIES_QUERY, CATEGORY_PRODUCTS_QUERY, CATEGORY_QUERY, RESTAURANT_LOCATIONS_QUERY } from './category-query';

const WINE = productCards(30, 'wein');

const categoryAnswer = ({ path }: Record<string, unknown>) => ({
  category:
    path === 'wein' || path === 'restaurants'
      ? { ...category(String(path), { title: path === 'wein' ? 'Wein' : 'Restaurants', term: path === 'wein' ? 'wine' : 'restaurants' }), topList: WINE.slice(0, 4), metadata: null }
      : null,
  categories: [category('wein'), category('restaurants')],
});

const categoryProductsAnswer =
  (cards = WINE) =>
  ({ paging }: Record<string, unknown>) => {
    const { itemsPerPage, pageNumber } = paging as { itemsPerPage: number; pageNumber: number };
    return {
      products: { total: cards.length, pageNumber, itemsPerPage, pageCount: Math.ceil(cards.length / itemsPerPage), items: cards.slice((pageNumber - 1) * itemsPerPage, pageNumber * itemsPerPage) },
    };
  };

function renderCategory(url: string, page?: string, width = 1440, cards = WINE) {
  mockViewport(width);
  const client = answeringClient({
    ...answer(CATEGORY_QUERY, categoryAnswer),
    ...answer(CATEGORY_PRODUCTS_QUERY, categoryProductsAnswer(cards)),
    ...answer(RESTAURANT_LOCATIONS_QUERY, { products: { items: [{ id: 'r1', title: 'Sushi Kaito Geschenkkarte', slug: 'sushi-kaito-geschenkkarte', hasLocations: true }, { id: 'r2', title: 'Ohne Laden', slug: 'ohne', hasLocations: false }] } }),
  });
  const view = renderInShop(<CategoryPage routeKey="category" params={{ url, page }} />, { client, path: `/kategorie/${url}/${page ? `${page}/` : ''}`, config: testStorefront('de') });
  return { ...view, client };
}

beforeAll(() => preloadMessages(categoryMessages));
afterEach(resetViewport);

describe('CategoryPage (spec §2 /kategorie/{url}/ with paging)', () => {
  it('shows the category, its top products (4 on a large desktop) and a paged list with category paths', async () => {
    const { client } = renderCategory('wein');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wein' })).toBeInTheDocument();
    const top = (await screen.findByRole('heading', { name: 'Meistgewählt in Wein' })).closest('section') as HTMLElement;
    expect(within(top).getAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByText('30 Geschenkkarten')).toBeInTheDocument();
    expect(client.calls.find((c) => c.name === 'CatalogueCategoryProducts')?.variables).toEqual({ pageId: 'cbde-cat-wein', paging: { itemsPerPage: 16, pageNumber: 1 } });
    expect(screen.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('href', '/kategorie/wein/2/');
  });

  it('page 2 skips the top products and links back to the first page', async () => {
    renderCategory('wein', '2', 375);
    expect(await screen.findByRole('link', { name: /Zurück/ })).toHaveAttribute('href', '/kategorie/wein/');
    expect(screen.queryByRole('heading', { name: 'Meistgewählt in Wein' })).toBeNull();
    // The heading says which page this is, in words everyone sees (issue 36).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Wein – Seite 2$/);
  });

  it('reads the page from ?page too (issue 36), under the heading of that page', async () => {
    mockViewport(1440);
    const client = answeringClient({ ...answer(CATEGORY_QUERY, categoryAnswer), ...answer(CATEGORY_PRODUCTS_QUERY, categoryProductsAnswer()) });
    renderInShop(<CategoryPage routeKey="category" params={{ url: 'wein' }} />, { client, path: '/kategorie/wein/?page=2', config: testStorefront('de') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wein – Seite 2' })).toBeInTheDocument();
    expect(client.calls.find((c) => c.name === 'CatalogueCategoryProducts')?.variables).toEqual({ pageId: 'cbde-cat-wein', paging: { itemsPerPage: 16, pageNumber: 2 } });
  });

  it('a category whose cards fit one page does not show its most chosen cards twice (issue 35)', async () => {
    renderCategory('wein', undefined, 375, WINE.slice(0, 10));
    expect(await screen.findByText('10 Geschenkkarten')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Meistgewählt in Wein' })).toBeNull();
  });

  it('is the restaurants page type for the restaurants category: its own intro with the way to the shops, after the cards', async () => {
    renderCategory('restaurants', undefined, 375);
    const intro = await screen.findByRole('heading', { name: 'Einen schönen Abend verschenken' });
    const cards = await screen.findByRole('heading', { name: 'Alle Geschenkkarten in Restaurants' });
    // On a phone the cards come first (issue 35: they were 1,200–2,000 px down under the intro).
    expect(cards.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Sushi Kaito Geschenkkarte' })).toHaveAttribute('href', '/geschenkkarten/sushi-kaito-geschenkkarte/standorte/');
    expect(screen.queryByRole('link', { name: 'Ohne Laden' })).toBeNull();
  });

  it('while the category is on its way: its hero, heading and a page of card tiles (17 on a small desktop), busy, with one polite status', () => {
    mockViewport(1100);
    renderInShop(<CategoryPage routeKey="category" params={{ url: 'wein' }} />, {
      client: answeringClient({ ...answerNotYet(CATEGORY_QUERY) }),
      path: '/kategorie/wein/',
      config: testStorefront('de'),
    });
    const skeleton = expectCatalogueSkeleton('category-skeleton');
    expect(skeleton.querySelectorAll('.catalogue-grid .shop-skeleton-tile')).toHaveLength(17);
    expect(skeleton.querySelector('.catalogue-category-hero')).not.toBeNull();
  });

  it('while the cards of a known category are on their way: the category, then a page of card tiles in the list', async () => {
    mockViewport(1440);
    const client = answeringClient({ ...answer(CATEGORY_QUERY, categoryAnswer), ...answerNotYet(CATEGORY_PRODUCTS_QUERY) });
    renderInShop(<CategoryPage routeKey="category" params={{ url: 'wein' }} />, { client, path: '/kategorie/wein/', config: testStorefront('de') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wein' })).toBeInTheDocument();
    const skeleton = expectCatalogueSkeleton('product-list-skeleton');
    expect(skeleton.querySelectorAll('.shop-skeleton-tile')).toHaveLength(16);
    expect(skeleton.closest('.catalogue-list')).toHaveAttribute('aria-busy', 'true');
  });

  it('says so for an unknown category', async () => {
    renderCategory('gibtsnicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Diese Kategorie gibt es nicht' })).toBeInTheDocument();
  });

  it('the all-categories page shows its heading and the category cards\' shape while they are on their way', () => {
    renderInShop(<CategoriesPage routeKey="categoryAll" params={{}} />, { client: answeringClient({ ...answerNotYet(ALL_CATEGORIES_QUERY) }), path: '/kategorie/geschenkkarten/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Alle Kategorien' })).toBeInTheDocument();
    const skeleton = expectCatalogueSkeleton('catalogue-skeleton');
    expect(skeleton).toHaveClass('catalogue-category-cards');
    expect(skeleton.querySelectorAll('.catalogue-category-card')).toHaveLength(6);
  });

  it('the all-categories page lists every category with its count and top cards', async () => {
    mockViewport(1440);
    const client = answeringClient({
      ...answer(ALL_CATEGORIES_QUERY, { categories: [{ ...category('wein', { title: 'Wein' }), topList: [{ id: 'x', title: 'Weinbar Traube Geschenkkarte', slug: 'weinbar-traube-geschenkkarte', path: '/geschenkkarten/weinbar-traube-geschenkkarte/' }] }], pageMetadata: null }),
    });
    renderInShop(<CategoriesPage routeKey="categoryAll" params={{}} />, { client, path: '/kategorie/geschenkkarten/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alle Kategorien' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Wein\s*12 Geschenkkarten/ })).toHaveAttribute('href', '/kategorie/wein/');
    expect(screen.getByRole('link', { name: 'Weinbar Traube Geschenkkarte' })).toHaveAttribute('href', '/geschenkkarten/weinbar-traube-geschenkkarte/');
  });
});
