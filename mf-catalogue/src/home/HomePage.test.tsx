import { screen, within } from '@testing-library/react';
import { answer, answeringClient, answerNotYet, renderInShop, testStorefront } from '@shop/shared/testing';
import type { CatalogueContentBlockFragment, CatalogueHomeQuery, CatalogueHomeQueryVariables } from '../graphql/__generated__/graphql';
import { category, image, mockViewport, occasion, preloadMessages, productCards, resetViewport } from '../testing/fixtures';
import { expectCatalogueSkeleton } from '../testing/skeleton';
import HomePage from './HomePage';
import { homeMessages } from './messages';
import { HOME_QUERY } from './home-query';

const mostChosen = productCards(8, 'top').map((p) => ({ __typename: 'Product' as const, ...p }));
const usp = (i: number, title: string): CatalogueContentBlockFragment & { __typename: 'ContentBlock' } => ({
  __typename: 'ContentBlock', id: `usp-${i}`, blockType: 'usp', title, description: 'Beschreibung', showHand: false, referencedPath: null, blockColor: null, cardImage: null, backgroundImage: null, link: null,
});

function homeAnswer(variables: CatalogueHomeQueryVariables): CatalogueHomeQuery {
  return {
    mostChosen: { queueID: 'home-most-chosen', title: 'Meistgewählt', items: mostChosen },
    usps: { queueID: 'home-usps', title: 'Darum bei uns', items: [usp(0, 'Vor 17:00 Uhr bestellt, morgen geliefert'), usp(1, 'Immer ein passendes Geschäftsgeschenk')] },
    promotions: variables.v2
      ? { queueID: 'home-promotions', title: 'Aktuelle Aktionen', items: [{ ...usp(9, 'Guthaben-Verdoppler'), blockType: 'colored', blockColor: '#1b1464', link: { href: '/verdoppler/', type: 'relative' } }] }
      : undefined,
    categories: [category('restaurants'), category('wein')],
    occasions: [occasion('geburtstag')],
    catalogueSize: { total: 220 },
    storeData: variables.v2 ? { featuredBlock: { image: image('featured', 640, 360), link: { href: '/geschenkkarten/all-in-1-geschenkkarte/', type: 'relative' } } } : undefined,
    pageMetadata: { path: '/', title: 'Geschenkkarten | Geschenkkarten', description: 'Geschenkkarten online kaufen', keywords: 'Geschenkkarten', noindex: false, nofollow: false },
  };
}

function renderHome(options: { headerVersion?: number; width?: number; kind?: 'de' | 'nl' } = {}) {
  mockViewport(options.width ?? 1440);
  const base = testStorefront(options.kind ?? 'de');
  const config = { ...base, featureToggles: { ...base.featureToggles, headerVersion: options.headerVersion ?? 1 } };
  const client = answeringClient({ ...answer(HOME_QUERY, homeAnswer) });
  return { ...renderInShop(<HomePage routeKey="home" params={{}} />, { config, client, path: '/' }), client };
}

beforeAll(() => preloadMessages(homeMessages));
afterEach(resetViewport);

describe('HomePage (spec §1)', () => {
  it('while its data is on its way: the hero, then the shape of the USPs and the most chosen cards, busy, with one polite status', () => {
    mockViewport(1440);
    renderInShop(<HomePage routeKey="home" params={{}} />, { config: testStorefront('de'), path: '/', client: answeringClient({ ...answerNotYet(HOME_QUERY) }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Die Geschenkkarte für jeden Anlass');
    const skeleton = expectCatalogueSkeleton('home-skeleton');
    // Four card tiles on a large desktop, as many as the most chosen cards that come.
    expect(skeleton.querySelectorAll('.catalogue-grid .shop-skeleton-tile')).toHaveLength(4);
    expect(skeleton.querySelectorAll('.catalogue-usps li')).toHaveLength(3);
  });

  it('greets in German, shows the USPs and links to the German product list with the claimed size', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Die Geschenkkarte für jeden Anlass');
    expect(screen.getByRole('link', { name: 'Alle 200+ Geschenkkarten ansehen' })).toHaveAttribute('href', '/geschenkkarten/');
    expect(screen.getByText('Vor 17:00 Uhr bestellt, morgen geliefert')).toBeInTheDocument();
  });

  it('greets in Dutch and links to the Dutch product list', async () => {
    renderHome({ kind: 'nl' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('De cadeaubon voor elk moment');
    expect(screen.getByRole('link', { name: 'Bekijk alle 200+ cadeaubonnen' })).toHaveAttribute('href', '/cadeaubonnen/');
  });

  it('most chosen: all four top products on a large desktop, the first and the last elsewhere', async () => {
    renderHome({ width: 1440 });
    const section = (await screen.findByRole('heading', { name: 'Meistgewählt' })).closest('section') as HTMLElement;
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    resetViewport();
    document.body.innerHTML = '';
    renderHome({ width: 375 });
    const small = (await screen.findByRole('heading', { name: 'Meistgewählt' })).closest('section') as HTMLElement;
    expect(within(small).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([mostChosen[0]?.title, mostChosen[3]?.title]);
  });

  it('version 1 (header 1): category and occasion teasers, no promotions', async () => {
    const { client } = renderHome({ headerVersion: 1 });
    await screen.findByRole('heading', { name: 'Nach Kategorie einkaufen' });
    expect(client.calls[0]?.variables.v2).toBe(false);
    expect(document.querySelector('[data-home-version="1"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Restaurants/ })).toHaveAttribute('href', '/kategorie/restaurants/');
    expect(screen.getByRole('link', { name: 'geburtstag' })).toHaveAttribute('href', '/anlaesse/geburtstag/');
    expect(screen.queryByText('Aktuelle Aktionen')).toBeNull();
  });

  it('version 2 (headers 2 and 3): featured block, category strip and promotions', async () => {
    const { client } = renderHome({ headerVersion: 3 });
    expect(await screen.findByText('Aktuelle Aktionen')).toBeInTheDocument();
    expect(client.calls[0]?.variables.v2).toBe(true);
    expect(document.querySelector('[data-home-version="2"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'featured' }).closest('a')).toHaveAttribute('href', '/geschenkkarten/all-in-1-geschenkkarte/');
    expect(screen.getByRole('navigation', { name: 'Nach Kategorie einkaufen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Guthaben-Verdoppler/ })).toHaveAttribute('href', '/verdoppler/');
  });

  it('hides the product list link when the catalogue is switched off', async () => {
    const config = testStorefront('de');
    config.remotes = config.remotes.map((r) => ({ ...r, enabled: r.name !== 'catalogue' }));
    mockViewport(1440);
    renderInShop(<HomePage routeKey="home" params={{}} />, { config, path: '/', client: answeringClient({ ...answer(HOME_QUERY, homeAnswer) }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /Geschenkkarten ansehen/ })).toBeNull();
  });

  it('marks its root with the team boundary', async () => {
    const { container } = renderHome();
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('[data-boundary="catalogue"]')).not.toBeNull();
  });
});
