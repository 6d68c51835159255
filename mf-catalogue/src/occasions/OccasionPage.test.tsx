import { screen } from '@testing-library/react';
import { answer, answeringClient, answerNotYet, renderInShop, testStorefront } from '@shop/shared/testing';
import { occasion, preloadMessages, productCards } from '../testing/fixtures';
import { expectCatalogueSkeleton } from '../testing/skeleton';
import { occasionMessages } from './messages';
import OccasionPage from './OccasionPage';
import OccasionsPage from './OccasionsPage';
import { OCCASIONS_QUERY, OCCASION_QUERY } from './occasion-query';

beforeAll(() => preloadMessages(occasionMessages));

describe('occasions (spec §2 /anlaesse/ and /anlaesse/{product}/)', () => {
  it('lists the occasions with links to their pages', async () => {
    const client = answeringClient({ ...answer(OCCASIONS_QUERY, { occasions: [occasion('geburtstag'), occasion('hochzeit')], pageMetadata: null }) });
    renderInShop(<OccasionsPage routeKey="occasions" params={{}} />, { client, path: '/anlaesse/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Geschenke für jeden Anlass' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hochzeit' })).toHaveAttribute('href', '/anlaesse/hochzeit/');
  });

  it('shows the occasions\' tiles in their grid, busy, with one polite status, while they are on their way', () => {
    renderInShop(<OccasionsPage routeKey="occasions" params={{}} />, { client: answeringClient({ ...answerNotYet(OCCASIONS_QUERY) }), path: '/anlaesse/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Geschenke für jeden Anlass' })).toBeInTheDocument();
    const skeleton = expectCatalogueSkeleton('catalogue-skeleton');
    expect(skeleton.querySelectorAll('.catalogue-occasion-tiles .shop-skeleton-tile')).toHaveLength(8);
  });

  it('shows an occasion\'s banner, heading and card tiles while it is on its way (Dutch status)', () => {
    renderInShop(<OccasionPage routeKey="occasion" params={{ product: 'verjaardag' }} />, {
      client: answeringClient({ ...answerNotYet(OCCASION_QUERY) }),
      path: '/geefmomenten/verjaardag/',
      config: testStorefront('nl'),
    });
    const skeleton = expectCatalogueSkeleton('occasion-skeleton', 'Bezig met laden …');
    expect(skeleton.querySelector('.catalogue-occasion-hero')).not.toBeNull();
    expect(skeleton.querySelectorAll('.catalogue-grid .shop-skeleton-tile')).toHaveLength(8);
  });

  it('shows one occasion with its cards (plural-aware) and the other occasions, on Dutch paths in the Dutch storefront', async () => {
    const client = answeringClient({
      ...answer(OCCASION_QUERY, { occasion: { ...occasion('verjaardag'), products: productCards(2), metadata: null }, occasions: [occasion('verjaardag'), occasion('kerst')] }),
    });
    renderInShop(<OccasionPage routeKey="occasion" params={{ product: 'verjaardag' }} />, { client, path: '/geefmomenten/verjaardag/', config: testStorefront('nl') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alles zu verjaardag' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 cadeaukaarten voor verjaardag' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kerst' })).toHaveAttribute('href', '/geefmomenten/kerst/');
    expect(client.calls[0]?.variables.path).toBe('verjaardag');
  });
});
