import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { answer, answeringClient, renderInShop, testStorefront } from '@shop/shared/testing';
import type { CatalogueLiveSearchQuery, CatalogueLiveSearchQueryVariables, CataloguePopularSearchQuery } from '../graphql/__generated__/graphql';
import { image, productCard } from '../testing/fixtures';
import { LocationProbe } from '../testing/LocationProbe';
import SearchOverlay, { SEARCH_DEBOUNCE_MS } from './SearchOverlay';
import { LIVE_SEARCH_QUERY, POPULAR_SEARCH_QUERY } from './search-query';

const popular: CataloguePopularSearchQuery = {
  popularSearchResults: {
    terms: [
      { title: 'Restaurants', url: { href: '/kategorie/restaurants/', type: 'relative' } },
      { title: 'DAZN', url: { href: '/geschenkkarten/dazn-geschenkkarte/', type: 'relative' } },
    ],
    entities: [productCard('dazn', { title: 'DAZN Geschenkkarte' }), productCard('audible', { title: 'Audible Geschenkkarte' })],
    highlightedBlocks: [
      {
        id: 'b1', blockType: 'highlighted', title: 'Die All-in-1 Geschenkkarte', description: 'Eine Karte', showHand: true, referencedPath: '/geschenkkarten/all-in-1-geschenkkarte/',
        blockColor: null, cardImage: image('all-in-1'), backgroundImage: image('featured'), link: { href: '/geschenkkarten/all-in-1-geschenkkarte/', type: 'relative' },
      },
    ],
  },
};

function liveAnswer({ inputText }: CatalogueLiveSearchQueryVariables): CatalogueLiveSearchQuery {
  const term = inputText.toLowerCase();
  const cards = [productCard('apple', { title: 'Apple Geschenkkarte' }), productCard('steam', { title: 'Steam Geschenkkarte' })].filter((p) => p.title.toLowerCase().includes(term));
  const body: CatalogueLiveSearchQuery['search_v1']['body'] = [];
  if (cards.length) body.push({ groupType: 'GIFT_CARDS', items: cards.map((c) => ({ __typename: 'Product' as const, ...c })) });
  if ('geburtstag'.startsWith(term)) {
    body.push({ groupType: 'GIVING_MOMENTS', items: [{ __typename: 'Occasion', id: 'o1', title: 'Geburtstag', heroTitle: 'Alles Gute zum Geburtstag!', path: '/anlaesse/geburtstag/', slug: 'geburtstag', backgroundColor: '#f4d03f', image: image('birthday') }] });
  }
  return { search_v1: { matchMode: body.length ? 'FULL_TEXT' : 'NONE', body, errors: [] } };
}

function setup(options: { searchAnalytics?: boolean } = {}) {
  const client = answeringClient({ ...answer(POPULAR_SEARCH_QUERY, popular), ...answer(LIVE_SEARCH_QUERY, liveAnswer) });
  const base = testStorefront('de');
  const config = { ...base, featureToggles: { ...base.featureToggles, searchAnalytics: options.searchAnalytics ?? true } };
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderInShop(
    <>
      <SearchOverlay initialQuery="" autoFocus={false} />
      <button type="button">outside</button>
      <Link to="/anlaesse/">elsewhere</Link>
      <Link to="/geschenkkarten/?s=kerst">a search for kerst</Link>
      <LocationProbe />
    </>,
    { config, client, path: '/' },
  );
  const input = screen.getByRole('combobox', { name: 'Geschenkkarten suchen' });
  const overlay = () => screen.getByTestId('search-overlay');
  const liveCalls = () => client.calls.filter((c) => c.name === 'CatalogueLiveSearch');
  return { ...view, client, user, input, overlay, liveCalls };
}

beforeEach(() => {
  jest.useFakeTimers();
  window.dataLayer = [];
});
afterEach(() => jest.useRealTimers());

describe('SearchOverlay (spec §4 search)', () => {
  it('has the translated placeholder and stays closed until focus', () => {
    const { input, overlay, client } = setup();
    expect(input).toHaveAttribute('placeholder', 'Wonach suchst du?');
    expect(overlay()).not.toBeVisible();
    expect(client.calls).toHaveLength(0);
  });

  it('opens on focus with popular terms, coupons and highlighted blocks; the first show is tracked once', async () => {
    const { input, overlay, user } = setup();
    await user.click(input);
    expect(overlay()).toBeVisible();
    expect(within(overlay()).getByText('Beliebte Suchbegriffe')).toBeInTheDocument();
    expect(within(overlay()).getByText('Beliebte Gutscheine')).toBeInTheDocument();
    expect(within(overlay()).getByRole('option', { name: /DAZN Geschenkkarte/ })).toBeInTheDocument();
    expect(within(overlay()).getByRole('option', { name: /Die All-in-1 Geschenkkarte/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'outside' }));
    await user.click(input);
    expect(window.dataLayer?.filter((e) => (e as { event: string }).event === 'search_overlay_open')).toHaveLength(1);
  });

  it('opens on a key press too, and sends no analytics when the storefront turned search analytics off', async () => {
    const { input, overlay } = setup({ searchAnalytics: false });
    fireEvent.keyDown(input, { key: 'a' });
    expect(overlay()).toBeVisible();
    expect(window.dataLayer).toEqual([]);
  });

  it('debounces the input by 200 ms: one search for quick typing, with placeholder result rows meanwhile', async () => {
    const { input, user, liveCalls, overlay } = setup();
    await user.click(input);
    await user.type(input, 'app');
    expect(liveCalls()).toHaveLength(0);
    expect(within(overlay()).getByText('Suche läuft…')).toBeInTheDocument();
    // The rows' shape where the results will be (no spinner), the list busy meanwhile.
    const skeleton = within(overlay()).getByTestId('search-skeleton');
    expect(skeleton.querySelectorAll('.catalogue-search-row .shop-skeleton')).toHaveLength(6);
    expect(within(overlay()).getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(liveCalls()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    // Only the settled term is searched, never "a" or "ap" (the synchronous test client may be asked twice for it).
    expect(new Set(liveCalls().map((c) => c.variables.inputText))).toEqual(new Set(['app']));
    expect(within(overlay()).queryByText('Suche läuft…')).toBeNull();
    expect(within(overlay()).queryByTestId('search-skeleton')).toBeNull();
    expect(within(overlay()).getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    expect(within(overlay()).getByText('1 Ergebnis')).toBeInTheDocument();
    expect(within(overlay()).getByRole('option', { name: /Apple Geschenkkarte/ })).toBeInTheDocument();
  });

  it('groups the results by type', async () => {
    const { input, user, overlay } = setup();
    await user.click(input);
    await user.type(input, 'ge');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const groups = within(overlay()).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby') as string)?.textContent)).toEqual(
      expect.arrayContaining(['Geschenkkarten', 'Anlässe']),
    );
    expect(within(overlay()).getByText('3 Ergebnisse')).toBeInTheDocument();
  });

  it('shows the no-results message of spec §8', async () => {
    const { input, user, overlay } = setup();
    await user.click(input);
    await user.type(input, 'xyzzy');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(within(overlay()).getByText('Oh nein! Keine Ergebnisse gefunden. Prüfe die Schreibweise oder versuche es mit einem anderen Suchbegriff.')).toBeInTheDocument();
  });

  it('moves through the options with the arrow keys (wrapping) and opens the chosen one with Enter', async () => {
    const { input, user, overlay } = setup();
    await user.click(input);
    await user.type(input, 'apple');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const options = within(overlay()).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Apple Geschenkkarte', 'Alle Geschenkkarten zu „apple“ anzeigen']);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/geschenkkarten/apple-geschenkkarte/');
    expect(overlay()).not.toBeVisible();
    expect(window.dataLayer).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'select_item' })]));
  });

  it('Enter on the input goes to the product list filtered by s', async () => {
    const { input, user } = setup();
    await user.click(input);
    await user.type(input, 'wein{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/geschenkkarten/?s=wein');
    expect(window.dataLayer).toEqual(expect.arrayContaining([{ event: 'search', search_term: 'wein' }]));
  });

  it('keeps the term in the field on the result page, and shows the term of a result page reached by a link', async () => {
    const { input, user } = setup();
    await user.click(input);
    await user.type(input, 'Weihnachten{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/geschenkkarten/?s=Weihnachten');
    expect(input).toHaveValue('Weihnachten');
    await user.click(screen.getByRole('link', { name: 'a search for kerst' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/geschenkkarten/?s=kerst');
    expect(input).toHaveValue('kerst');
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(input).toHaveValue('kerst');
  });

  it('closes on Escape, on a click outside and on a route change', async () => {
    const { input, user, overlay } = setup();
    await user.click(input);
    expect(overlay()).toBeVisible();
    await user.keyboard('{Escape}');
    expect(overlay()).not.toBeVisible();
    await user.type(input, 'a');
    expect(overlay()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(overlay()).not.toBeVisible();
    await user.click(input);
    expect(overlay()).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/anlaesse/');
    expect(overlay()).not.toBeVisible();
  });

  it('takes over focus and the typed text when the shell mounts it', () => {
    const client = answeringClient({ ...answer(POPULAR_SEARCH_QUERY, popular), ...answer(LIVE_SEARCH_QUERY, liveAnswer) });
    renderInShop(<SearchOverlay initialQuery="ste" autoFocus />, { client });
    const input = screen.getByRole('combobox');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('ste');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(client.calls.find((c) => c.name === 'CatalogueLiveSearch')?.variables.inputText).toBe('ste');
    expect(screen.getByRole('option', { name: /Steam Geschenkkarte/ })).toBeInTheDocument();
  });

  it('is marked as the catalogue team’s fragment', () => {
    const { container } = setup();
    expect(container.querySelector('[data-boundary="catalogue"] search')).not.toBeNull();
  });
});
