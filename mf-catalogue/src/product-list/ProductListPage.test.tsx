import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, answeringClient, answerNotYet, renderInShop, testStorefront } from '@shop/shared/testing';
import type {
  CatalogueFilterCountQueryVariables,
  CatalogueProductListQuery,
  CatalogueProductListQueryVariables,
  CatalogueProductSearchQuery,
  CatalogueProductSearchQueryVariables,
  CatalogueSearchNextStepsQuery,
} from '../graphql/__generated__/graphql';
import { mockViewport, occasion, preloadMessages, productCard, productCards, resetViewport } from '../testing/fixtures';
import { productListMessages } from './messages';
import { expectCatalogueSkeleton } from '../testing/skeleton';
import { LocationProbe } from '../testing/LocationProbe';
import { FILTER_COUNT_QUERY } from './Filters';
import ProductListPage from './ProductListPage';
import { PRODUCT_LIST_QUERY, PRODUCT_SEARCH_QUERY, SEARCH_NEXT_STEPS_QUERY } from './product-list-query';

const ALL = productCards(220);
const terms = {
  categoryTerms: [
    { id: 't1', term: 'restaurants', label: 'Restaurants', productCount: 21 },
    { id: 't2', term: 'wine', label: 'Wein', productCount: 12 },
  ],
  typeTerms: [{ id: 't3', term: 'digital', label: 'Digital', productCount: 217 }],
};

function listAnswer({ paging, filters }: CatalogueProductListQueryVariables): CatalogueProductListQuery {
  const { pageNumber, itemsPerPage } = paging;
  // The API has defaults for both; the list always asks for its page and page size.
  if (!pageNumber || !itemsPerPage) throw new Error(`The list asked without a page or page size: ${JSON.stringify(paging)}`);
  const pool = filters?.filterByTaxonomy ? ALL.slice(0, 21) : ALL;
  const start = (pageNumber - 1) * itemsPerPage;
  return {
    products: {
      total: pool.length, pageNumber, itemsPerPage,
      pageCount: Math.ceil(pool.length / itemsPerPage), items: pool.slice(start, start + itemsPerPage),
    },
    ...terms,
    pageMetadata: { path: '/geschenkkarten/', title: 'Alle Geschenkkarten | CardBon Deutschland', description: 'Alle Karten', keywords: '', noindex: false, nofollow: false },
  };
}

const filterCountAnswer = (v: CatalogueFilterCountQueryVariables) => ({ products: { total: v.filters ? 21 : 220 } });

const CHRISTMAS = { ...occasion('weihnachten'), title: 'Weihnachten' };

/** The API's answers: cards for any term, with the Christmas page for "Weihnachten"; nothing for "xyzzy". */
const searchAnswer = ({ inputText }: CatalogueProductSearchQueryVariables): CatalogueProductSearchQuery => {
  if (inputText === 'xyzzy') return { search_v1: { body: [], errors: [] } };
  const body: CatalogueProductSearchQuery['search_v1']['body'] = [
    { groupType: 'GIFT_CARDS', items: ALL.slice(0, 3).map((p) => ({ __typename: 'Product' as const, ...p })) },
  ];
  if (inputText === 'Weihnachten') body.push({ groupType: 'GIVING_MOMENTS', items: [{ __typename: 'Occasion', ...CHRISTMAS }] });
  return { search_v1: { body, errors: [] } };
};

const nextStepsAnswer: CatalogueSearchNextStepsQuery = {
  popularSearchResults: { entities: [productCard('dazn', { title: 'DAZN Geschenkkarte' }), productCard('audible', { title: 'Audible Geschenkkarte' })] },
  occasions: [CHRISTMAS, { ...occasion('geburtstag'), title: 'Geburtstag' }],
};

function renderList(options: { path?: string; page?: string; width?: number; kind?: 'de' | 'nl' } = {}) {
  mockViewport(options.width ?? 1440);
  const client = answeringClient({
    ...answer(PRODUCT_LIST_QUERY, listAnswer),
    ...answer(FILTER_COUNT_QUERY, filterCountAnswer),
    ...answer(PRODUCT_SEARCH_QUERY, searchAnswer),
    ...answer(SEARCH_NEXT_STEPS_QUERY, nextStepsAnswer),
  });
  const view = renderInShop(
    <>
      <ProductListPage routeKey="productList" params={{ page: options.page }} />
      <LocationProbe />
    </>,
    { client, path: options.path ?? '/geschenkkarten/', config: testStorefront(options.kind ?? 'de') },
  );
  const listCalls = () => client.calls.filter((c) => c.name === 'CatalogueProductList');
  return { ...view, client, listCalls };
}

beforeAll(() => preloadMessages(productListMessages));
afterEach(resetViewport);

describe('ProductListPage (spec §2 list, §9 page sizes)', () => {
  it('while the cards are on their way: a page of card tiles in the grid (16), the list busy, one polite status', () => {
    mockViewport(1440);
    renderInShop(<ProductListPage routeKey="productList" params={{}} />, {
      client: answeringClient({ ...answerNotYet(PRODUCT_LIST_QUERY), ...answer(FILTER_COUNT_QUERY, filterCountAnswer) }),
      path: '/geschenkkarten/',
      config: testStorefront('de'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Alle Geschenkkarten' })).toBeInTheDocument();
    const skeleton = expectCatalogueSkeleton('product-list-skeleton');
    expect(skeleton.querySelectorAll('.catalogue-grid .shop-skeleton-tile')).toHaveLength(16);
    expect(skeleton.closest('.catalogue-list')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows 16 cards per page with a plural-aware count and real paging links', async () => {
    const { listCalls } = renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alle Geschenkkarten' })).toBeInTheDocument();
    expect(await screen.findByText('220 Geschenkkarten')).toBeInTheDocument();
    expect(listCalls()[0]?.variables.paging).toEqual({ itemsPerPage: 16, pageNumber: 1 });
    expect(document.querySelectorAll('.catalogue-card')).toHaveLength(16);
    const paging = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(paging).getByRole('link', { name: 'Seite 2' })).toHaveAttribute('href', '/geschenkkarten/2/');
    expect(within(paging).getByRole('link', { name: /Weiter/ })).toHaveAttribute('rel', 'next');
    expect(within(paging).getByRole('link', { name: 'Seite 14' })).toHaveAttribute('href', '/geschenkkarten/14/');
  });

  it('shows 17 per page on desktop small (1024–1279 px)', async () => {
    const { listCalls } = renderList({ width: 1100 });
    await screen.findByText('220 Geschenkkarten');
    expect(listCalls().at(-1)?.variables.paging).toEqual({ itemsPerPage: 17, pageNumber: 1 });
    expect(screen.getByRole('link', { name: 'Seite 13' })).toHaveAttribute('href', '/geschenkkarten/13/');
  });

  it('reads the page from the path and from ?page, and links back with rel=prev', async () => {
    const { listCalls } = renderList({ path: '/geschenkkarten/?page=3' });
    await screen.findByText('220 Geschenkkarten');
    expect(listCalls().at(-1)?.variables.paging).toEqual({ itemsPerPage: 16, pageNumber: 3 });
    expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute('href', '/geschenkkarten/2/');
    expect(screen.getByRole('link', { name: 'Seite 3' })).toHaveAttribute('aria-current', 'page');
    // The heading says which page this is, in words everyone sees (issue 36).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Alle Geschenkkarten – Seite 3$/);
  });

  it('uses the Dutch paths in the Dutch storefront', async () => {
    renderList({ kind: 'nl', path: '/cadeaubonnen/2/', page: '2' });
    expect(await screen.findByText('220 cadeaukaarten')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/ – pagina 2$/);
    expect(screen.getByRole('link', { name: 'Pagina 3' })).toHaveAttribute('href', '/cadeaubonnen/3/');
    expect(screen.getByRole('link', { name: /Vorige/ })).toHaveAttribute('href', '/cadeaubonnen/');
  });

  it('sorts in the API: the choice goes into the URL (?sort=price-asc) with the filters, back to page 1, and a reload keeps it', async () => {
    const user = userEvent.setup();
    const first = renderList({ path: '/geschenkkarten/?cb_api_giftcard_categories=wine', width: 375 });
    const select = await screen.findByRole('combobox', { name: 'Sortieren nach' });
    expect(select).toHaveValue('relevance');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Beliebtheit', 'Preis aufsteigend', 'Preis absteigend', 'Name A–Z']);
    expect(first.listCalls().at(-1)?.variables).not.toHaveProperty('sort');
    await user.selectOptions(select, 'Preis aufsteigend');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/geschenkkarten\/\?sort=price-asc&cb_api_giftcard_categories=wine$/);
    expect(first.listCalls().at(-1)?.variables).toMatchObject({ sort: 'PRICE_ASC', paging: { pageNumber: 1 } });
    first.unmount();

    // The reloaded (or shared) link: the same order, in the query, the menu and the paging links.
    const reloaded = renderList({ path: '/geschenkkarten/?sort=price-asc' });
    expect(await screen.findByRole('combobox', { name: 'Sortieren nach' })).toHaveValue('price-asc');
    expect(reloaded.listCalls()[0]?.variables.sort).toBe('PRICE_ASC');
    await screen.findByText('220 Geschenkkarten');
    expect(screen.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('href', '/geschenkkarten/2/?sort=price-asc');
    await user.click(screen.getByRole('checkbox', { name: 'Digital' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/geschenkkarten/?sort=price-asc&cb_api_giftcard_types=digital');
  });

  it('offers no order for search results (the search has its own ranking)', async () => {
    renderList({ path: '/geschenkkarten/?s=wein&sort=price-asc' });
    await screen.findByRole('heading', { level: 1, name: 'Suchergebnisse für „wein“' });
    expect(screen.queryByRole('combobox', { name: 'Sortieren nach' })).toBeNull();
  });

  it('filters from the sidebar on desktop: the choice goes into the URL and the query', async () => {
    const user = userEvent.setup();
    const { listCalls } = renderList({ path: '/geschenkkarten/?cb_api_giftcard_categories=wine' });
    const wine = await screen.findByRole('checkbox', { name: 'Wein' });
    expect(wine).toBeChecked();
    expect(listCalls().at(-1)?.variables.filters).toEqual({ filterByTaxonomy: [{ collection: 'cb_api_giftcard_categories', terms: ['wine'] }] });
    await user.click(screen.getByRole('checkbox', { name: 'Digital' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/geschenkkarten/?cb_api_giftcard_categories=wine&cb_api_giftcard_types=digital');
    expect(screen.getByRole('button', { name: 'Filter Wein entfernen' })).toBeInTheDocument();
  });

  it('filters in a modal on mobile: a draft with its count until applied', async () => {
    const user = userEvent.setup();
    const { client } = renderList({ width: 375 });
    await screen.findByText('220 Geschenkkarten');
    expect(screen.queryByRole('checkbox', { name: 'Wein' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const modal = screen.getByTestId('catalogue-filter-modal');
    expect(modal).toHaveAttribute('open');
    await user.click(within(modal).getByRole('checkbox', { name: 'Restaurants' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/geschenkkarten\/$/);
    expect(client.calls.filter((c) => c.name === 'CatalogueFilterCount').at(-1)?.variables.filters).toEqual({
      filterByTaxonomy: [{ collection: 'cb_api_giftcard_categories', terms: ['restaurants'] }],
    });
    await user.click(within(modal).getByRole('button', { name: '21 Geschenkkarten anzeigen' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/geschenkkarten/?cb_api_giftcard_categories=restaurants');
    expect(await screen.findByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
  });

  it('honours s: the search results, not indexed, filters hidden', async () => {
    const { client } = renderList({ path: '/geschenkkarten/?s=karte' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Suchergebnisse für „karte“' })).toBeInTheDocument();
    expect(await screen.findByText('3 Geschenkkarten')).toBeInTheDocument();
    expect(client.calls.find((c) => c.name === 'CatalogueProductSearch')?.variables.inputText).toBe('karte');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Alle Geschenkkarten anzeigen' })).toHaveAttribute('href', '/geschenkkarten/');
  });

  it('shows the occasion the search names as a link to its page, above its cards', async () => {
    renderList({ path: '/geschenkkarten/?s=Weihnachten' });
    const occasions = await screen.findByRole('region', { name: 'Passende Anlässe' });
    expect(within(occasions).getByRole('link', { name: 'Weihnachten' })).toHaveAttribute('href', '/anlaesse/weihnachten/');
    expect(screen.getByText('3 Geschenkkarten')).toBeInTheDocument();
    expect(screen.queryByTestId('search-next-steps')).toBeNull();
  });

  it('offers next steps for a search without results: popular cards, the occasions, the contact page', async () => {
    renderList({ path: '/geschenkkarten/?s=xyzzy' });
    expect(await screen.findByText(/Oh nein! Keine Ergebnisse gefunden/)).toBeInTheDocument();
    const popular = await screen.findByRole('region', { name: 'Beliebte Geschenkkarten' });
    expect(within(popular).getByRole('link', { name: /DAZN Geschenkkarte/ })).toBeInTheDocument();
    const occasions = screen.getByRole('region', { name: 'Geschenke für jeden Anlass' });
    expect(within(occasions).getByRole('link', { name: 'Geburtstag' })).toHaveAttribute('href', '/anlaesse/geburtstag/');
    const help = screen.getByRole('region', { name: 'Brauchst du Hilfe bei der Suche?' });
    // The German helpdesk only forwards to the contact page: one link, to the page itself.
    expect(within(help).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Kundenservice kontaktieren', '/kontakt/']]);
  });

  it('links the Dutch helpdesk and contact page after a search without results', async () => {
    renderList({ kind: 'nl', path: '/cadeaubonnen/?s=xyzzy' });
    const help = await screen.findByRole('region', { name: 'Hulp nodig bij het zoeken?' });
    expect(within(help).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Veelgestelde vragen', '/helpdesk/'],
      ['Contact met de klantenservice', '/klantenservice/contact/'],
    ]);
  });

  it('asks for no next steps while a search has results', async () => {
    const { client } = renderList({ path: '/geschenkkarten/?s=karte' });
    await screen.findByText('3 Geschenkkarten');
    expect(client.calls.filter((c) => c.name === 'CatalogueSearchNextSteps')).toHaveLength(0);
  });

  it('says so when the page number is beyond the last page', async () => {
    renderList({ path: '/geschenkkarten/99/', page: '99' });
    expect(await screen.findByText('Diese Seite gibt es nicht (mehr).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur ersten Seite' })).toHaveAttribute('href', '/geschenkkarten/');
  });
});
